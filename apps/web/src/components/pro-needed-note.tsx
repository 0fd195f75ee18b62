import { Lock } from 'lucide-react';

/** "3 of 12 lessons need pro": what keeps a free learner or a visitor from finishing a course. */
export function proNeededText(lessonsNeedingPro: number, lessonsCount: number): string {
  const lessons = lessonsNeedingPro === 1 ? 'lesson needs' : 'lessons need';
  return `${lessonsNeedingPro} of ${lessonsCount} ${lessons} a pro account: you cannot finish this course without pro.`;
}

/** Says, on a course's card and page, that the course cannot be finished without pro; nothing when every lesson is open to the reader. */
export function ProNeededNote({
  lessonsNeedingPro,
  lessonsCount,
  className = '',
}: {
  lessonsNeedingPro: number;
  lessonsCount: number;
  className?: string;
}) {
  if (lessonsNeedingPro === 0) return null;
  return (
    <p data-testid="pro-needed" className={`flex items-start gap-1.5 text-sm font-semibold text-amber-900 ${className}`}>
      <Lock aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
      <span>{proNeededText(lessonsNeedingPro, lessonsCount)}</span>
    </p>
  );
}
