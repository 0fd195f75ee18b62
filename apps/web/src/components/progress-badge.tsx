import type { ProgressStatus } from '@academy/shared';
import { CheckCircle2, CircleDashed } from 'lucide-react';
import { showsProgressBadge } from '../lib/progress-display';

/** In Progress or Completed; nothing before the learner starts. */
export function ProgressBadge({ status }: { status: ProgressStatus | undefined }) {
  if (!showsProgressBadge(status)) return null;
  const done = status === 'Completed';
  const Icon = done ? CheckCircle2 : CircleDashed;
  return (
    <span
      data-testid="progress-badge"
      className={`inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold ${done ? 'bg-green-100 text-green-900' : 'bg-amber-100 text-amber-900'}`}
    >
      <Icon aria-hidden="true" className="h-3.5 w-3.5" />
      {status}
    </span>
  );
}
