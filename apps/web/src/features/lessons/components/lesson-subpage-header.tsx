import type { LessonDetail } from '@academy/shared';
import { useRegisterFeedbackTarget } from '../../../lib/feedback-target';
import { Breadcrumbs } from '../../../components/breadcrumbs';

/** Breadcrumb back to the course and the lesson, and the screen's heading; feedback sent here is about the lesson. */
export function LessonSubpageHeader({ data, heading }: { data: LessonDetail; heading: string }) {
  const { course, lesson } = data;
  useRegisterFeedbackTarget(lesson.lessonId, course.courseId);
  return (
    <>
      <Breadcrumbs
        trail={[
          { to: `/courses/${course.slug}`, label: course.title },
          { to: `/courses/${course.slug}/lessons/${lesson.slug}`, label: lesson.title },
        ]}
      />
      <h1 className="mt-3 text-3xl font-extrabold text-gray-900">{heading}</h1>
    </>
  );
}
