import { useId, type ReactNode } from 'react';
import { Download } from 'lucide-react';
import { secondaryButton } from '../../../components/button-styles';

interface InsightCardProps {
  title: string;
  description: ReactNode;
  /** Downloads the card's table as CSV. */
  onDownload: () => void;
  /** Controls above the chart (the funnel's course). */
  controls?: ReactNode;
  /** The chart, or a sentence when there is nothing to draw. */
  chart: ReactNode;
  /** The same numbers as a table. */
  table: ReactNode;
}

/** One chart of the insights screen with its table alternative and CSV export. */
export function InsightCard({ title, description, onDownload, controls, chart, table }: InsightCardProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="min-w-0 rounded-card border border-gray-200 bg-white p-4 sm:p-5">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0 flex-1">
          <h2 id={headingId} className="text-lg font-bold text-gray-900">
            {title}
          </h2>
          <p className="mt-1 text-sm text-gray-700">{description}</p>
        </div>
        <button type="button" className={`${secondaryButton} self-start`} onClick={onDownload}>
          <Download aria-hidden="true" className="h-4 w-4" />
          Download CSV<span className="sr-only"> of {title.toLowerCase()}</span>
        </button>
      </div>
      {controls}
      <div className="mt-4">{chart}</div>
      <details className="mt-3">
        <summary className="cursor-pointer text-sm font-semibold text-brand-strong">Show the numbers as a table</summary>
        {table}
      </details>
    </section>
  );
}

/** What a card shows instead of a chart when the range holds nothing to draw. */
export function NothingYet({ children }: { children: ReactNode }) {
  return <p className="rounded-card bg-gray-50 p-6 text-center text-sm text-gray-700">{children}</p>;
}
