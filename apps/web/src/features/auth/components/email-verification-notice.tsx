import { lazy, Suspense } from 'react';
import { useCurrentUser } from '../api/get-user-details';

const EmailCodeEntry = lazy(() => import('./email-code-entry'));

/**
 * Decision 014: an account whose e-mail address is not confirmed yet is told so on every page,
 * with what it cannot do until then, a field for the mailed code and a way to get a new one.
 */
export function EmailVerificationNotice() {
  const { user } = useCurrentUser();
  if (!user || user.isEmailVerified) return null;
  return (
    <Suspense fallback={null}>
      <EmailCodeEntry user={user} />
    </Suspense>
  );
}
