import { useState } from 'react';
import { Download } from 'lucide-react';
import { secondaryButton } from '../../../components/button-styles';
import { downloadAccountData } from '../api/account-data';

/** The privacy page's promise: everything the academy keeps about you, as a file (decision 026). */
export function AccountDataSection() {
  const [busy, setBusy] = useState(false);
  const download = () => {
    setBusy(true);
    downloadAccountData()
      .catch((error: unknown) => console.error(error))
      .finally(() => setBusy(false));
  };
  return (
    <section aria-labelledby="data-heading" className="space-y-3 rounded-card border border-gray-200 bg-white p-6">
      <h2 id="data-heading" className="text-xl font-bold text-gray-900">
        Your data
      </h2>
      <p className="text-gray-700">
        Download a JSON file of everything we keep about you: your profile, progress, favourites, knowledge check attempts, feedback,
        notification addresses, the mail we sent you and your sign-ins.
      </p>
      <button type="button" onClick={download} disabled={busy} className={secondaryButton}>
        <Download aria-hidden="true" className="h-4 w-4" />
        Download my data
      </button>
    </section>
  );
}
