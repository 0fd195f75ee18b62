import { KeyRound } from 'lucide-react';
import { primaryButton } from '../../../components/button-styles';

/** The new endpoint's signing secret, shown this one time; the receiver checks every delivery with it. */
export function NewSecretPanel({ url, secret, onDone }: { url: string; secret: string; onDone: () => void }) {
  return (
    <section aria-labelledby="webhook-secret-heading" className="space-y-3 rounded-card border-2 border-green-600 bg-green-50 p-6">
      <h2 id="webhook-secret-heading" className="flex items-center gap-2 text-xl font-bold text-gray-900">
        <KeyRound aria-hidden="true" className="h-5 w-5 text-green-800" />
        Endpoint added
      </h2>
      <p className="break-all text-gray-900">{url}</p>
      <p className="font-semibold text-gray-900">
        Give this signing secret to the receiving system now: you will not see it again. The operations runbook shows how it checks a
        delivery.
      </p>
      <div className="flex flex-wrap items-center gap-3">
        <label htmlFor="webhook-secret" className="sr-only">
          Signing secret
        </label>
        <input
          id="webhook-secret"
          readOnly
          value={secret}
          onFocus={(event) => event.target.select()}
          className="min-w-0 flex-1 rounded-lg border border-gray-400 bg-white px-3 py-2 font-mono text-sm text-gray-900"
        />
        <button type="button" className={primaryButton} onClick={onDone}>
          Done
        </button>
      </div>
    </section>
  );
}
