import { useState } from 'react';
import { X } from 'lucide-react';
import { AlertLevelIcon } from '../../../components/alert-level-icon';
import { alertActionText } from '../../../components/alert-style';
import { useAlerts } from '../api/get-alerts';

/** The portal's active alerts above the page; each can be dismissed for this visit. */
export function AlertBanner() {
  const { data } = useAlerts();
  const [dismissed, setDismissed] = useState<string[]>([]);
  const alerts = (data?.result ?? []).filter((alert) => !dismissed.includes(alert.id));
  if (alerts.length === 0) return null;
  return (
    <section aria-label="Alerts" className="border-b border-gray-200 bg-white">
      <ul>
        {alerts.map((alert) => (
          <li
            key={alert.id}
            data-testid="alert"
            className="flex items-start gap-3 border-b border-gray-100 px-4 py-3 last:border-b-0 sm:px-8"
          >
            <AlertLevelIcon level={alert.level} className="mt-0.5 h-5 w-5" />
            <p className="min-w-0 flex-1 text-sm text-gray-800">
              <span className="sr-only">{alert.level}: </span>
              {alert.message}
              {alert.actionUrl && (
                <>
                  {' '}
                  <a href={alert.actionUrl} target="_blank" rel="noopener noreferrer" className="font-semibold text-brand underline">
                    {alertActionText(alert)}
                    <span className="sr-only"> (opens in a new tab)</span>
                  </a>
                </>
              )}
            </p>
            <button
              type="button"
              aria-label="Dismiss alert"
              onClick={() => setDismissed((ids) => [...ids, alert.id])}
              className="rounded p-1 text-gray-600 hover:bg-gray-100"
            >
              <X aria-hidden="true" className="h-4 w-4" />
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
