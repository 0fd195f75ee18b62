import type { PathCourse } from '@academy/shared';
import { CheckCircle2, Circle, CircleDashed, ExternalLink } from 'lucide-react';

const chip = 'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold';

/** Where the learner is in one course of a path; another portal's course keeps its progress there. */
export function PathCourseStatus({ course }: { course: PathCourse }) {
  const { progress } = course;
  if (!progress) {
    return (
      <span data-testid="path-course-status" className={`${chip} bg-gray-100 text-gray-700`}>
        <ExternalLink aria-hidden="true" className="h-3.5 w-3.5" />
        Progress kept on the {course.tenantId} portal
      </span>
    );
  }
  if (progress.progressStatus === 'Completed') {
    return (
      <span data-testid="path-course-status" className={`${chip} bg-green-100 text-green-900`}>
        <CheckCircle2 aria-hidden="true" className="h-3.5 w-3.5" />
        Completed
      </span>
    );
  }
  if (progress.progressStatus === 'In Progress') {
    return (
      <span data-testid="path-course-status" className={`${chip} bg-amber-100 text-amber-900`}>
        <CircleDashed aria-hidden="true" className="h-3.5 w-3.5" />
        In progress · {progress.completedLesson} of {course.lessonsCount} {course.lessonsCount === 1 ? 'lesson' : 'lessons'}
      </span>
    );
  }
  return (
    <span data-testid="path-course-status" className={`${chip} bg-gray-100 text-gray-800`}>
      <Circle aria-hidden="true" className="h-3.5 w-3.5" />
      Not started
    </span>
  );
}
