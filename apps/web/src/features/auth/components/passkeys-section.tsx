import { KeyRound } from 'lucide-react';
import { secondaryButton } from '../../../components/button-styles';

/**
 * Passkeys live on the identity provider's security page (decision 047): the provider's own
 * sign-in proves who adds one, so the app only leads there.
 */
export function PasskeysSection() {
  return (
    <section aria-labelledby="passkeys-heading" className="space-y-3 rounded-card border border-gray-200 bg-white p-6">
      <h2 id="passkeys-heading" className="text-xl font-bold text-gray-900">
        Passkeys
      </h2>
      <p className="text-gray-700">Sign in with your device&apos;s screen lock or a security key instead of your password.</p>
      <a href="/identity/security" className={secondaryButton}>
        <KeyRound aria-hidden="true" className="h-4 w-4" />
        Manage passkeys
      </a>
    </section>
  );
}
