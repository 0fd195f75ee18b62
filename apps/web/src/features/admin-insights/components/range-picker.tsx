import { useState, type FormEvent } from 'react';
import { CalendarRange } from 'lucide-react';
import { INSIGHTS_EARLIEST_DAY, todayUtc, type InsightsRange } from '@academy/shared';
import { secondaryButton } from '../../../components/button-styles';
import { presetRange, RANGE_PRESETS, rangeProblem } from '../insights-range';

const field = 'mt-1 block w-full rounded-lg border border-gray-400 bg-white px-3 py-2 text-gray-900';
const label = 'block text-sm font-semibold text-gray-900';
const preset =
  'rounded-full border border-gray-300 bg-white px-3 py-1 text-sm text-gray-800 hover:border-brand hover:bg-brand-soft aria-pressed:border-brand aria-pressed:bg-brand-soft aria-pressed:font-semibold';

/** First and last day (UTC, both included), typed or picked from the last 7, 30, 90 or 365 days. */
export function RangePicker({ range, onChange }: { range: InsightsRange; onChange: (range: InsightsRange) => void }) {
  const [draft, setDraft] = useState(range);
  const [problem, setProblem] = useState<string | null>(null);
  const today = todayUtc();
  const apply = (next: InsightsRange) => {
    const found = rangeProblem(next);
    setProblem(found);
    if (!found) onChange(next);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    apply(draft);
  };
  const choose = (days: number) => {
    const next = presetRange(days, today);
    setDraft(next);
    apply(next);
  };
  return (
    <form aria-label="Date range" onSubmit={submit} noValidate className="rounded-card border border-gray-200 bg-white p-4">
      <div className="flex flex-wrap gap-2" role="group" aria-label="Quick ranges">
        {RANGE_PRESETS.map((days) => {
          const current = presetRange(days, today);
          return (
            <button
              key={days}
              type="button"
              className={preset}
              aria-pressed={range.from === current.from && range.to === current.to}
              onClick={() => choose(days)}
            >
              Last {days} days
            </button>
          );
        })}
      </div>
      <div className="mt-4 grid gap-4 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
        <div>
          <label htmlFor="insights-from" className={label}>
            From
          </label>
          <input
            id="insights-from"
            type="date"
            value={draft.from}
            min={INSIGHTS_EARLIEST_DAY}
            onChange={(event) => setDraft({ ...draft, from: event.target.value })}
            aria-describedby="insights-range-hint"
            className={field}
          />
        </div>
        <div>
          <label htmlFor="insights-to" className={label}>
            To
          </label>
          <input
            id="insights-to"
            type="date"
            value={draft.to}
            min={draft.from || undefined}
            onChange={(event) => setDraft({ ...draft, to: event.target.value })}
            aria-describedby="insights-range-hint"
            className={field}
          />
        </div>
        <button type="submit" className={secondaryButton}>
          <CalendarRange aria-hidden="true" className="h-4 w-4" />
          Apply
        </button>
      </div>
      <p id="insights-range-hint" className="mt-2 text-xs text-gray-600">
        Days in UTC, both included; at most 366 days.
      </p>
      {problem && (
        <p role="alert" className="mt-2 text-sm font-semibold text-red-700">
          {problem}
        </p>
      )}
    </form>
  );
}
