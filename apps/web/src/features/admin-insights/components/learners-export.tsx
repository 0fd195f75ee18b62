import { useId, useState } from 'react';
import { Download } from 'lucide-react';
import type { InsightsRange } from '@academy/shared';
import { secondaryButton } from '../../../components/button-styles';
import { downloadInsightsCsv } from '../api/download-insights-csv';

/**
 * The one per-learner view: a row per learner active in the range. E-mail addresses are left out
 * unless the admin ticks the box, and then only those of learners who agreed to be contacted.
 */
export function LearnersExport({ range }: { range: InsightsRange }) {
  const [includeEmails, setIncludeEmails] = useState(false);
  const headingId = useId();
  const checkboxId = useId();
  return (
    <section aria-labelledby={headingId} className="rounded-card border border-gray-200 bg-white p-4 sm:p-5">
      <h2 id={headingId} className="text-lg font-bold text-gray-900">
        Learners
      </h2>
      <p className="mt-1 text-sm text-gray-700">
        One row per learner active in the range: days active, lessons and guides started and completed, knowledge-check attempts, favourites
        and feedback. Learners are named by their account id only.
      </p>
      <div className="mt-4 flex flex-wrap items-center gap-4">
        <div className="flex items-start gap-2">
          <input
            id={checkboxId}
            type="checkbox"
            checked={includeEmails}
            onChange={(event) => setIncludeEmails(event.target.checked)}
            className="mt-1 h-4 w-4 accent-brand"
          />
          <label htmlFor={checkboxId} className="text-sm text-gray-900">
            Add the e-mail address of learners who agreed to be contacted (in their latest survey)
          </label>
        </div>
        <button
          type="button"
          className={secondaryButton}
          onClick={() => void downloadInsightsCsv('learners', range, { includeEmails }).catch(() => undefined)}
        >
          <Download aria-hidden="true" className="h-4 w-4" />
          Download learners CSV
        </button>
      </div>
    </section>
  );
}
