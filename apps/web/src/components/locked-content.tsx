import { Lock } from 'lucide-react';
import { Link } from 'react-router';
import type { Entitlement } from '@academy/shared';
import { useSession } from '../lib/auth/session';
import { useSignInHref } from '../lib/auth/use-sign-in';
import { primaryButton, secondaryButton } from './button-styles';

/** What unlocks a lesson or guide: signing in, or a pro membership. */
interface LockedContentProps {
  lock: { requires: Entitlement; message: string };
  kind: 'lesson' | 'guide';
  testId?: string;
}

/** The server's message says what unlocks it; a visitor may sign in, and pro content links to the pro plan. */
export function LockedContent({ lock, kind, testId }: LockedContentProps) {
  const signInHref = useSignInHref();
  const { isAuthenticated } = useSession();
  return (
    <div role="note" data-testid={testId} className="mt-8 rounded-card border border-brand bg-brand-soft p-6">
      <Lock aria-hidden="true" className="h-6 w-6 text-brand" />
      <p className="mt-3 text-lg font-semibold text-gray-900">{lock.message}</p>
      {lock.requires === 'pro' && <p className="mt-2 text-gray-800">This {kind} is for pro learners.</p>}
      <div className="mt-4 flex flex-wrap gap-3">
        {!isAuthenticated && (
          <Link to={signInHref} className={primaryButton}>
            Sign in
          </Link>
        )}
        {lock.requires === 'pro' && (
          <Link to="/pro" className={isAuthenticated ? primaryButton : secondaryButton}>
            {isAuthenticated ? 'How to become pro' : 'About the pro plan'}
          </Link>
        )}
      </div>
    </div>
  );
}
