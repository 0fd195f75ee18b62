import { useState, type ReactNode } from 'react';
import { RotateCcw } from 'lucide-react';
import { Link } from 'react-router';
import type { AdminCertificate, LearnerCourse, LearnerMail as Mail, LearnerPage, LearnerPath } from '@academy/shared';
import { quietButton } from '../../../components/button-styles';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ProgressBadge } from '../../../components/progress-badge';
import { ProgressBar } from '../../../components/progress-bar';
import { DateTime } from '../../../components/admin/date-time';
import { completedCountLabel } from '../../../lib/progress-display';
import { useLearnerAction } from '../api/learner-action';

function Section({ id, title, empty, children }: { id: string; title: string; empty: string | null; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="text-xl font-bold text-gray-900">
        {title}
      </h2>
      {empty ? <p className="mt-2 text-gray-700">{empty}</p> : <ul className="mt-3 space-y-3">{children}</ul>}
    </section>
  );
}

const card = 'rounded-card border border-gray-200 bg-white p-4';

/** The courses the learner has begun, each with its progress and a reset that asks first. */
export function LearnerCourses({ learner }: { learner: LearnerPage }) {
  const action = useLearnerAction();
  const [resetting, setResetting] = useState<LearnerCourse | null>(null);
  const { courses, user } = learner;
  return (
    <Section id="courses-heading" title="Courses" empty={courses.length === 0 ? 'No course begun yet.' : null}>
      {courses.map((course) => (
        <li key={course.courseId} className={card}>
          <div className="flex flex-wrap items-start justify-between gap-3">
            <div className="min-w-0">
              <Link to={`/courses/${course.slug}`} className="font-semibold text-brand underline">
                {course.title}
              </Link>
              <p className="mt-1 text-sm text-gray-700">
                {completedCountLabel(course.completedLesson, course.lessonsCount)} · last activity{' '}
                <DateTime value={course.lastActivityAt} />
              </p>
            </div>
            <div className="flex items-center gap-3">
              <ProgressBadge status={course.progressStatus} />
              <button type="button" className={quietButton} onClick={() => setResetting(course)}>
                <RotateCcw aria-hidden="true" className="h-4 w-4" />
                Reset progress<span className="sr-only"> in {course.title}</span>
              </button>
            </div>
          </div>
          <div className="mt-3">
            <ProgressBar completed={course.completedLesson} total={course.lessonsCount} label={`Progress in ${course.title}`} />
          </div>
        </li>
      ))}
      <ConfirmDialog
        title={`Reset progress in ${resetting?.title ?? ''}?`}
        confirmLabel="Reset progress"
        isOpen={resetting !== null}
        isPending={action.isPending}
        onCancel={() => setResetting(null)}
        onConfirm={() =>
          action.mutate(
            { kind: 'reset-course', userId: user.userId, courseId: resetting!.courseId },
            { onSettled: () => setResetting(null) },
          )
        }
      >
        <p>
          Every lesson of this course reads as not started again for {user.login}. Certificates already issued and knowledge-check attempts
          stay. This cannot be undone.
        </p>
      </ConfirmDialog>
    </Section>
  );
}

export function LearnerPaths({ paths }: { paths: LearnerPath[] }) {
  return (
    <Section id="paths-heading" title="Learning paths" empty={paths.length === 0 ? 'No learning path begun yet.' : null}>
      {paths.map((path) => (
        <li key={path.pathId} className={`${card} flex flex-wrap items-center justify-between gap-3`}>
          <div>
            <Link to={`/paths/${path.slug}`} className="font-semibold text-brand underline">
              {path.title}
            </Link>
            <p className="mt-1 text-sm text-gray-700">
              {path.completedCourses} of {path.coursesCount} {path.coursesCount === 1 ? 'course' : 'courses'} completed
            </p>
          </div>
          <ProgressBadge status={path.progressStatus} />
        </li>
      ))}
    </Section>
  );
}

export function LearnerCertificates({ certificates }: { certificates: AdminCertificate[] }) {
  return (
    <Section id="certificates-heading" title="Certificates" empty={certificates.length === 0 ? 'No certificate yet.' : null}>
      {certificates.map((certificate) => (
        <li key={certificate.certificateId} className={`${card} flex flex-wrap items-center justify-between gap-3`}>
          <div>
            <Link to={`/certificates/${certificate.certificateId}`} className="font-semibold text-brand underline">
              {certificate.title}
            </Link>
            <p className="mt-1 text-sm text-gray-700">
              {certificate.kind === 'course' ? 'Course' : 'Learning path'} · issued <DateTime value={certificate.issuedAt} />
              {certificate.revokedAt && ' · revoked'}
              {certificate.hidden && ' · hidden by the learner'}
            </p>
          </div>
        </li>
      ))}
    </Section>
  );
}

const MAIL_STATUS: Record<Mail['status'], string> = {
  kept: 'Kept in the outbox (no mail server)',
  pending: 'Waiting to be tried again',
  sent: 'Sent',
  failed: 'Failed',
};

/** The latest mail to the learner's address and where each stands; the outbox shows the texts. */
export function LearnerMail({ mail }: { mail: Mail[] }) {
  return (
    <Section id="mail-heading" title="Latest e-mail" empty={mail.length === 0 ? 'No e-mail sent to this address yet.' : null}>
      {mail.map((message) => (
        <li key={message.id} className={card}>
          <p className="font-semibold text-gray-900">{message.subject}</p>
          <p className="mt-1 text-sm text-gray-700">
            <DateTime value={message.createdAt} /> · {MAIL_STATUS[message.status]}
            {message.attempts > 1 && ` after ${message.attempts} tries`}
            {message.lastError && ` · ${message.lastError}`}
          </p>
        </li>
      ))}
      <li>
        <Link to="/admin/outbox" className="text-sm font-semibold text-brand underline">
          Open the outbox
        </Link>
      </li>
    </Section>
  );
}
