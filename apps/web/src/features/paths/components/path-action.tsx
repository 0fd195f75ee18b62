import { Award, CheckCircle2, Play, RotateCw } from 'lucide-react';
import { Link } from 'react-router';
import { primaryButton } from '../../../components/button-styles';
import { useMyCertificateFor } from '../../../lib/learning/get-my-certificates';
import type { PathProgress } from '../path-progress';

/**
 * Start or Continue at the next unfinished lesson; once every course of this portal is complete,
 * Completed and the path's certificate (only a path of this portal's courses earns one, decision 025).
 */
export function PathAction({
  path,
  progress,
  className = '',
}: {
  path: { pathId: string; title: string };
  progress: PathProgress;
  className?: string;
}) {
  const complete = progress.status === 'Completed';
  const certificate = useMyCertificateFor(path.pathId, complete && progress.elsewhere === 0);
  if (complete) {
    return (
      <p data-testid="path-action" className={`flex flex-wrap items-center gap-3 ${className}`}>
        <span className="inline-flex items-center gap-1 rounded-full bg-green-100 px-2.5 py-0.5 text-sm font-semibold text-green-900">
          <CheckCircle2 aria-hidden="true" className="h-4 w-4" />
          Completed
        </span>
        {certificate && (
          <Link
            to={`/certificates/${certificate.certificateId}`}
            className="relative z-10 inline-flex items-center gap-1 font-semibold text-brand-strong underline"
          >
            <Award aria-hidden="true" className="h-4 w-4" />
            View your certificate
          </Link>
        )}
      </p>
    );
  }
  const { next } = progress;
  if (!next) return null;
  const started = progress.status === 'In Progress';
  const Icon = started ? RotateCw : Play;
  const label = started ? 'Continue' : 'Start';
  return (
    <div data-testid="path-action" className={`flex flex-wrap items-center gap-x-4 gap-y-2 ${className}`}>
      {/* Named after the path: the dashboard and the paths list show one per path. */}
      <Link
        to={`/courses/${next.course.slug}/lessons/${next.lessonSlug}`}
        aria-label={`${label}: ${path.title}`}
        className={`${primaryButton} relative z-10`}
      >
        <Icon aria-hidden="true" className="h-4 w-4" />
        {label}
      </Link>
      <p className="text-sm text-gray-700">
        Next: <span className="font-semibold text-gray-900">{next.lessonTitle}</span>, in {next.course.title}
      </p>
    </div>
  );
}
