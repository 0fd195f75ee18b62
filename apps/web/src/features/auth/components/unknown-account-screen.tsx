import { useState } from 'react';
import { primaryButton, secondaryButton } from '../../../components/button-styles';
import { displayName } from '../../../lib/auth/claims';
import { logout, useSession } from '../../../lib/auth/session';
import { brand } from '../../../tenants';
import { useUnknownAccount } from '../api/get-user-details';

/**
 * Spec section 4 ("user not found opens the external registration page"), done so it cannot loop:
 * the page says what happened, and the registration page opens in a new tab only from the button,
 * once. Checking again asks the account system afresh, e.g. after registering in that tab.
 */
export function UnknownAccountScreen() {
  const { claims } = useSession();
  const { registrationUrl, checkAgain, isChecking } = useUnknownAccount();
  const [opened, setOpened] = useState(false);

  const openRegistration = () => {
    if (opened) return;
    setOpened(true);
    window.open(registrationUrl, '_blank', 'noopener,noreferrer');
  };

  return (
    <section aria-labelledby="unknown-account-heading" className="mx-auto max-w-2xl px-4 py-16 sm:px-8">
      <h1 id="unknown-account-heading" className="text-2xl font-bold text-gray-900">
        Your sign-in has no {brand.academyName} account yet
      </h1>
      <p className="mt-4 text-gray-800">
        You signed in as <strong>{claims ? displayName(claims) : 'an unknown user'}</strong>
        {claims?.email && claims.email !== displayName(claims) ? ` (${claims.email})` : ''}, but the academy&apos;s account system does not
        know this sign-in, so it cannot keep your progress or show what you may do here.
      </p>
      {registrationUrl ? (
        <p className="mt-3 text-gray-800">
          Register first: the registration page opens in a new tab when you choose it. Then come back here and check again.
        </p>
      ) : (
        <p className="mt-3 text-gray-800">Ask the academy&apos;s administrators to create your account, then check again.</p>
      )}
      <div className="mt-6 flex flex-wrap gap-3">
        {registrationUrl && (
          <button type="button" onClick={openRegistration} disabled={opened} className={primaryButton}>
            {opened ? 'Registration page opened in a new tab' : 'Open the registration page'}
          </button>
        )}
        <button type="button" onClick={checkAgain} disabled={isChecking} className={secondaryButton}>
          Check again
        </button>
        <button type="button" onClick={() => void logout()} className={secondaryButton}>
          Sign out
        </button>
      </div>
    </section>
  );
}
