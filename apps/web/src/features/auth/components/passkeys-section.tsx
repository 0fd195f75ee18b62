import { KeyRound } from 'lucide-react';
import { ADMIN_SECOND_FACTOR_MESSAGE } from '@academy/shared';
import { secondaryButton } from '../../../components/button-styles';
import { useCurrentUser } from '../api/get-user-details';

/**
 * Passkeys and recovery codes live on the identity provider's security page (decisions 047 and
 * 052): the provider's own sign-in proves who adds one, so the app only leads there, and tells an
 * administrator whose rights wait for a passkey sign-in.
 */
export function PasskeysSection() {
  const { user } = useCurrentUser();
  return (
    <section aria-labelledby="passkeys-heading" className="space-y-3 rounded-card border border-gray-200 bg-white p-6">
      <h2 id="passkeys-heading" className="text-xl font-bold text-gray-900">
        Passkeys
      </h2>
      {user?.adminAwaitsSecondFactor && (
        <p role="status" className="rounded-lg border border-amber-600 bg-amber-50 p-3 text-amber-950">
          {ADMIN_SECOND_FACTOR_MESSAGE}
        </p>
      )}
      <p className="text-gray-700">
        Sign in with your device&apos;s screen lock or a security key instead of your password, and keep recovery codes for when it is lost.
      </p>
      <a href="/identity/security" className={secondaryButton}>
        <KeyRound aria-hidden="true" className="h-4 w-4" />
        Manage passkeys
      </a>
    </section>
  );
}
