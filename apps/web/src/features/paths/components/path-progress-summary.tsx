import { progressPercentage } from '@academy/shared';
import type { PathProgress } from '../path-progress';

const coursesLabel = (count: number) => `${count} ${count === 1 ? 'course' : 'courses'}`;

/** "1 of 5 courses completed" and its bar; a path that lists another portal's courses says they are not counted. */
export function PathProgressSummary({ title, progress }: { title: string; progress: PathProgress }) {
  const { completed, total, elsewhere } = progress;
  const summary = `${completed} of ${coursesLabel(total)} completed`;
  const percent = progressPercentage(completed, total);
  return (
    <div data-testid="path-progress">
      <p className="text-sm font-semibold text-gray-800">{summary}</p>
      <div
        role="progressbar"
        aria-label={`Progress on ${title}`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={summary}
        className="mt-1.5 h-2.5 overflow-hidden rounded-full bg-gray-200"
      >
        <div className="h-full rounded-full bg-brand" style={{ width: `${percent}%` }} />
      </div>
      {elsewhere > 0 && (
        <p className="mt-2 text-sm text-gray-700">
          Counts this portal&apos;s {coursesLabel(total)}; {elsewhere === 1 ? 'the course' : `the ${elsewhere} courses`} on another portal{' '}
          {elsewhere === 1 ? 'keeps its' : 'keep their'} progress there.
        </p>
      )}
    </div>
  );
}
