import type { LessonDetail } from '@academy/shared';
import { Link } from 'react-router';
import { useRegisterFeedbackTarget } from '../../feedback/feedback-target';

/** Breadcrumb back to the course and the lesson, and the screen's heading; feedback sent here is about the lesson. */
export function LessonSubpageHeader({ data, heading }: { data: LessonDetail; heading: string }) {
  const { course, lesson } = data;
  useRegisterFeedbackTarget(lesson.lessonId, course.courseId);
  return (
    <>
      <nav aria-label="Breadcrumb" className="text-sm">
        <ol className="flex flex-wrap items-center gap-1.5 text-gray-600">
          <li>
            <Link to={`/courses/${course.slug}`} className="font-semibold text-brand-strong hover:underline">
              {course.title}
            </Link>
          </li>
          <li aria-hidden="true">/</li>
          <li>
            <Link to={`/courses/${course.slug}/lessons/${lesson.slug}`} className="font-semibold text-brand-strong hover:underline">
              {lesson.title}
            </Link>
          </li>
        </ol>
      </nav>
      <h1 className="mt-3 text-3xl font-extrabold text-gray-900">{heading}</h1>
    </>
  );
}
