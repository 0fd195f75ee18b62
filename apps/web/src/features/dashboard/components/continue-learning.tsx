import type { CourseListItem } from '@academy/shared';
import { RotateCw } from 'lucide-react';
import { Link } from 'react-router';
import { primaryButton } from '../../../components/button-styles';
import { useCourseLessons } from '../../../lib/learning/get-course-lessons';
import { nextUnfinishedLesson } from '../../../lib/learning/next-lesson';

/** The next unfinished lesson of the learner's most recent course in progress. */
export function ContinueLearning({ course }: { course: CourseListItem }) {
  const { data } = useCourseLessons(course.slug);
  const lesson = nextUnfinishedLesson(data.lessons);
  if (!lesson) return null;
  return (
    <div
      data-testid="continue-learning"
      className="mt-5 flex flex-wrap items-center justify-between gap-4 rounded-card border border-brand bg-brand-soft p-5"
    >
      <p className="text-gray-900">
        <span className="block text-sm font-semibold uppercase tracking-wide text-brand-strong">{course.title}</span>
        <span className="block text-lg font-bold">{lesson.title}</span>
      </p>
      <Link to={`/courses/${course.slug}/lessons/${lesson.slug}`} className={primaryButton}>
        <RotateCw aria-hidden="true" className="h-4 w-4" />
        Continue where you left off
      </Link>
    </div>
  );
}
