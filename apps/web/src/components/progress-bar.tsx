import { progressPercentage } from '@academy/shared';
import { progressLabel } from '../lib/progress-display';

/** A labelled progress bar by the spec's percentage rule. */
export function ProgressBar({ completed, total, label }: { completed: number; total: number; label: string }) {
  const percent = progressPercentage(completed, total);
  return (
    <div data-testid="course-progress">
      <div className="flex justify-between text-sm font-semibold text-gray-800">
        <span>{label}</span>
        <span>{progressLabel(completed, total)}</span>
      </div>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="mt-1.5 h-2.5 overflow-hidden rounded-full bg-gray-200"
      >
        <div className="h-full rounded-full bg-brand" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
