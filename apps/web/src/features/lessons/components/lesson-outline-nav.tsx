import { CircleCheck, Lock } from 'lucide-react';
import { NavLink } from 'react-router';
import { useCourseLessons } from '../../../lib/learning/get-course-lessons';
import { lessonPosition, outlineGroups } from '../lesson-outline';

interface LessonOutlineNavProps {
  courseSlug: string;
  lessonId: string;
  /** The drawer closes when a lesson is chosen. */
  onNavigate?: () => void;
}

/**
 * The course's modules and lessons beside a lesson (issue 17, point 7): where the learner is
 * (aria-current on the open lesson, "Lesson n of m"), what they completed and what is locked. It
 * reads the course's lesson list, one call cached with the rest of the learning queries.
 */
export function LessonOutlineNav({ courseSlug, lessonId, onNavigate }: LessonOutlineNavProps) {
  const { data } = useCourseLessons(courseSlug);
  const groups = outlineGroups(data.lessons);
  const { index, count } = lessonPosition(groups, lessonId);
  return (
    <nav aria-label="Course outline" data-testid="lesson-outline">
      {index > 0 && (
        <p className="text-sm text-gray-700" data-testid="lesson-position">
          Lesson {index} of {count}
        </p>
      )}
      <ol className="mt-3 space-y-4">
        {groups.map(({ module, lessons }) => (
          <li key={module.lessonId}>
            <p className="text-xs font-bold uppercase tracking-wider text-brand" id={`outline-module-${module.lessonId}`}>
              Module {module.moduleNumber}: <span className="normal-case tracking-normal text-gray-900">{module.title}</span>
            </p>
            <ol className="mt-1.5 space-y-0.5" aria-labelledby={`outline-module-${module.lessonId}`}>
              {lessons.map((lesson) => (
                <li key={lesson.lessonId}>
                  <NavLink
                    to={`/courses/${courseSlug}/lessons/${lesson.slug}`}
                    end
                    onClick={onNavigate}
                    aria-label={[lesson.title, lesson.isComplete && 'completed', lesson.isLocked && 'locked'].filter(Boolean).join(', ')}
                    className={({ isActive }) =>
                      [
                        'flex items-start gap-2 rounded-md px-2 py-1.5 text-sm',
                        isActive ? 'bg-brand-soft font-semibold text-brand-strong' : 'text-gray-800 hover:bg-gray-100',
                      ].join(' ')
                    }
                  >
                    <span className="min-w-0 flex-1">{lesson.title}</span>
                    {lesson.isComplete && <CircleCheck aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-green-700" />}
                    {lesson.isLocked && <Lock aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-gray-600" />}
                  </NavLink>
                </li>
              ))}
            </ol>
          </li>
        ))}
      </ol>
    </nav>
  );
}
