import { useState } from 'react';
import { Check, Copy, KeyRound } from 'lucide-react';
import { primaryButton, secondaryButton } from '../../../components/button-styles';

/** The new token, shown this one time with a copy button; the server keeps only its hash. */
export function NewTokenPanel({ name, value, onDone }: { name: string; value: string; onDone: () => void }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    await navigator.clipboard.writeText(value);
    setCopied(true);
  };
  return (
    <section aria-labelledby="created-token-heading" className="space-y-3 rounded-card border-2 border-green-600 bg-green-50 p-6">
      <h2 id="created-token-heading" className="flex items-center gap-2 text-xl font-bold text-gray-900">
        <KeyRound aria-hidden="true" className="h-5 w-5 text-green-800" />
        Token “{name}” created
      </h2>
      <p className="font-semibold text-gray-900">Copy it now: you will not see it again.</p>
      <div className="flex flex-wrap items-center gap-3">
        <label htmlFor="created-token" className="sr-only">
          New token
        </label>
        <input
          id="created-token"
          readOnly
          value={value}
          onFocus={(event) => event.target.select()}
          className="min-w-0 flex-1 rounded-lg border border-gray-400 bg-white px-3 py-2 font-mono text-sm text-gray-900"
        />
        <button type="button" className={secondaryButton} onClick={() => void copy()}>
          {copied ? <Check aria-hidden="true" className="h-4 w-4" /> : <Copy aria-hidden="true" className="h-4 w-4" />}
          {copied ? 'Copied' : 'Copy token'}
        </button>
        <button type="button" className={primaryButton} onClick={onDone}>
          Done
        </button>
      </div>
      <p role="status" className="sr-only">
        {copied ? 'The token was copied.' : ''}
      </p>
    </section>
  );
}
