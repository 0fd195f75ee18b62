import { formatDuration } from '@academy/shared';
import { Suspense } from 'react';
import { Clock } from 'lucide-react';
import { useParams } from 'react-router';
import { InstructorChip } from '../../../components/instructor-chip';
import { LockedContent } from '../../../components/locked-content';
import { CopyableRichText } from '../../../components/copyable-rich-text';
import { ShareButtons } from '../../../components/share-buttons';
import { usePageTitle } from '../../../lib/use-page-title';
import { FavoriteButton } from '../../../components/favorite-button';
import { GiveFeedbackButton } from '../../../components/give-feedback-button';
import { useLesson } from '../api/get-lesson';
import { LessonActions } from './lesson-actions';
import { LessonOutlineDrawer } from './lesson-outline-drawer';
import { LessonOutlineNav } from './lesson-outline-nav';
import { LessonPager } from './lesson-pager';
import { LessonObjectives } from './lesson-objectives';
import { LessonVideo } from './lesson-video';
import { Breadcrumbs } from '../../../components/breadcrumbs';
import { ReleaseBanner } from '../../../components/release-banner';

const TYPE_LABELS = { lesson: 'Lesson', 'knowledge-check': 'Knowledge check', lab: 'Lab' } as const;

export default function LessonPage() {
  const { courseSlug = '', lessonSlug = '' } = useParams();
  const { data } = useLesson(courseSlug, lessonSlug);
  const { lesson, course, previous, next } = data;
  usePageTitle(lesson.title);

  return (
    <>
      <ReleaseBanner release={lesson.release ?? course.release} />
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-8 sm:px-8 lg:grid-cols-[1fr_16rem]">
        <article className="min-w-0">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <Breadcrumbs
              trail={[
                { to: '/courses', label: 'Courses' },
                { to: `/courses/${course.slug}`, label: course.title },
              ]}
            />
            <LessonOutlineDrawer courseSlug={course.slug} lessonId={lesson.lessonId} />
          </div>
          <h1 className="mt-3 text-3xl font-extrabold text-gray-900">{lesson.title}</h1>
          <div className="mt-3 flex flex-wrap items-center gap-3 text-sm text-gray-700">
            <span className="rounded-full bg-brand-soft px-2.5 py-0.5 font-semibold text-brand-strong">{TYPE_LABELS[lesson.type]}</span>
            <span className="inline-flex items-center gap-1.5" data-testid="lesson-duration">
              <Clock aria-hidden="true" className="h-4 w-4" />
              <span className="sr-only">Duration:</span>
              {formatDuration(lesson.duration)}
            </span>
          </div>
          <p className="mt-4 text-lg text-gray-700">{lesson.summary}</p>
          <LessonObjectives objectives={lesson.objectives} />

          {lesson.lock ? (
            <LockedContent lock={lesson.lock} kind="lesson" testId="lesson-locked" />
          ) : (
            <>
              {lesson.video && <LessonVideo video={lesson.video} lessonTitle={lesson.title} />}
              {lesson.labRequirements.length > 0 && (
                <section aria-labelledby="lab-requirements" className="mt-8 rounded-card border border-gray-200 bg-white p-5">
                  <h2 id="lab-requirements" className="font-bold text-gray-900">
                    What you need for this lab
                  </h2>
                  <ul className="mt-2 list-disc pl-5 text-gray-800">
                    {lesson.labRequirements.map((requirement) => (
                      <li key={requirement}>{requirement}</li>
                    ))}
                  </ul>
                </section>
              )}
              {/* A lab's instructions are its body: they are read, and the lab completed, on the lab page alone. */}
              {lesson.body && lesson.type !== 'lab' && <CopyableRichText html={lesson.body} className="mt-8 text-gray-800" />}
            </>
          )}
          <LessonActions data={data} />
          <LessonPager courseSlug={course.slug} previous={previous} next={next} />
        </article>
        <aside aria-label="About this course" className="space-y-6">
          <section aria-labelledby="outline-heading" className="hidden lg:block">
            <h2 id="outline-heading" className="text-sm font-bold uppercase tracking-wide text-gray-600">
              Course outline
            </h2>
            <div className="mt-2 max-h-[60vh] overflow-y-auto pr-1">
              <Suspense fallback={null}>
                <LessonOutlineNav courseSlug={course.slug} lessonId={lesson.lessonId} />
              </Suspense>
            </div>
          </section>
          <div>
            <h2 className="text-sm font-bold uppercase tracking-wide text-gray-600">
              {course.instructors.length === 1 ? 'Instructor' : 'Instructors'}
            </h2>
            <ul className="mt-2">
              {course.instructors.map((instructor) => (
                <li key={instructor.instructorId}>
                  <InstructorChip instructor={instructor} />
                </li>
              ))}
            </ul>
          </div>
          <div className="flex items-center gap-3">
            <FavoriteButton id={lesson.lessonId} likeableType="lesson" isFavorite={lesson.isFavorite} title={lesson.title} />
            <ShareButtons title={lesson.title} />
          </div>
          <GiveFeedbackButton feedbackableId={lesson.lessonId} courseId={course.courseId} />
        </aside>
      </div>
    </>
  );
}
