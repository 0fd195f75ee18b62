import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { FullScreenSpinner } from '../../../components/spinner';
import { completeSignIn } from '../../../lib/auth/session';
import { showToast } from '../../../lib/notifications';

/** Said when the return from the sign-in page carries a code that no longer works (used, expired, or from another sign-in). */
export const SIGN_IN_FAILED = 'Sign-in did not complete: the sign-in link was used or has expired. Please log in again.';

/** /login/callback: completes sign-in with the code, then returns to the stored origin (default /), saying so when it failed. */
export default function LoginCallbackPage() {
  const navigate = useNavigate();
  useEffect(() => {
    void completeSignIn(new URL(window.location.href)).then(({ origin, signedIn }) => {
      if (!signedIn) showToast(SIGN_IN_FAILED, { type: 'danger' });
      void navigate(origin, { replace: true });
    });
  }, [navigate]);
  return <FullScreenSpinner />;
}
