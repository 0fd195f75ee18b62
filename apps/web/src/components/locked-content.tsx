import { Lock } from 'lucide-react';
import type { Entitlement } from '@academy/shared';
import { useSignIn } from '../lib/auth/use-sign-in';
import { primaryButton } from './button-styles';

/** What unlocks a lesson or guide: signing in, or a pro membership. */
interface LockedContentProps {
  lock: { requires: Entitlement; message: string };
  kind: 'lesson' | 'guide';
  testId?: string;
}

export function LockedContent({ lock, kind, testId }: LockedContentProps) {
  const signIn = useSignIn();
  return (
    <div role="note" data-testid={testId} className="mt-8 rounded-card border border-brand bg-brand-soft p-6">
      <Lock aria-hidden="true" className="h-6 w-6 text-brand" />
      <p className="mt-3 text-lg font-semibold text-gray-900">{lock.message}</p>
      {lock.requires === 'auth' ? (
        <button type="button" onClick={() => signIn()} className={`${primaryButton} mt-4`}>
          Sign in
        </button>
      ) : (
        <p className="mt-2 text-gray-800">This {kind} is for pro learners.</p>
      )}
    </div>
  );
}
