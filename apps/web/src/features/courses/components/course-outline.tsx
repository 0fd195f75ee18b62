import { useId, useState } from 'react';
import { formatDuration, type OutlineModule } from '@academy/shared';
import { CheckCircle2, ChevronDown, FlaskConical, ListChecks, Lock } from 'lucide-react';
import { Link } from 'react-router';
import { quietButton } from '../../../components/button-styles';
import { ReleaseBadge } from '../../../components/release-banner';

const TYPE_LABELS = {
  'knowledge-check': { label: 'Knowledge check', icon: ListChecks },
  lab: { label: 'Lab', icon: FlaskConical },
} as const;

/** The course outline in numbered modules; each opens on its own, or all at once. */
export function CourseOutline({ courseSlug, modules }: { courseSlug: string; modules: OutlineModule[] }) {
  const [expanded, setExpanded] = useState<string[]>(() => modules.slice(0, 1).map((module) => module.lessonId));
  const allExpanded = modules.length > 0 && expanded.length === modules.length;
  const baseId = useId();
  const toggle = (id: string) => setExpanded((ids) => (ids.includes(id) ? ids.filter((other) => other !== id) : [...ids, id]));

  return (
    <section aria-labelledby={`${baseId}-title`} className="mt-10">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={`${baseId}-title`} className="text-xl font-bold text-gray-900">
          Course outline
        </h2>
        <button
          type="button"
          className={quietButton}
          onClick={() => setExpanded(allExpanded ? [] : modules.map((module) => module.lessonId))}
        >
          {allExpanded ? 'Collapse all' : 'Expand all'}
        </button>
      </div>
      <ol className="mt-4 space-y-3">
        {modules.map((module) => {
          const open = expanded.includes(module.lessonId);
          const panelId = `${baseId}-${module.lessonId}`;
          return (
            <li key={module.lessonId} className="overflow-hidden rounded-card border border-gray-200 bg-white">
              <h3>
                <button
                  type="button"
                  aria-expanded={open}
                  aria-controls={panelId}
                  onClick={() => toggle(module.lessonId)}
                  className="flex w-full items-start gap-3 p-4 text-left hover:bg-gray-50"
                >
                  <span className="min-w-0 flex-1">
                    <span className="block text-xs font-bold uppercase tracking-wider text-brand">Module {module.moduleNumber}</span>
                    <span className="mt-0.5 block font-semibold text-gray-900">{module.title}</span>
                    {module.summary && <span className="mt-1 block text-sm font-normal text-gray-600">{module.summary}</span>}
                  </span>
                  <span className="shrink-0 text-sm text-gray-600">
                    {module.lessons.length} {module.lessons.length === 1 ? 'item' : 'items'}
                  </span>
                  <ChevronDown
                    aria-hidden="true"
                    className={`h-5 w-5 shrink-0 text-gray-600 transition-transform ${open ? 'rotate-180' : ''}`}
                  />
                </button>
              </h3>
              <ul id={panelId} hidden={!open} className="border-t border-gray-100">
                {module.lessons.map((lesson) => {
                  const kind = lesson.type === 'lesson' ? null : TYPE_LABELS[lesson.type];
                  const KindIcon = kind?.icon;
                  return (
                    <li key={lesson.lessonId} className="border-b border-gray-100 last:border-b-0">
                      <Link
                        to={`/courses/${courseSlug}/lessons/${lesson.slug}`}
                        className="flex items-center gap-3 px-4 py-3 text-sm hover:bg-brand-soft"
                      >
                        <span className="min-w-0 flex-1">
                          <span className="font-medium text-gray-900">{lesson.title}</span>
                          {kind && KindIcon && (
                            <span className="ml-2 inline-flex items-center gap-1 rounded-full bg-gray-100 px-2 py-0.5 text-xs font-semibold text-gray-700">
                              <KindIcon aria-hidden="true" className="h-3.5 w-3.5" />
                              {kind.label}
                            </span>
                          )}
                          {lesson.release && (
                            <span className="ml-2">
                              <ReleaseBadge release={lesson.release} />
                            </span>
                          )}
                        </span>
                        {lesson.isComplete && (
                          <span className="inline-flex items-center gap-1 text-xs font-semibold text-green-800">
                            <CheckCircle2 aria-hidden="true" className="h-4 w-4" />
                            Completed
                          </span>
                        )}
                        {lesson.isLocked && (
                          <span className="inline-flex items-center gap-1 text-xs font-semibold text-gray-700">
                            <Lock aria-hidden="true" className="h-3.5 w-3.5" />
                            {lesson.entitlements.view.includes('pro') ? 'Pro' : 'Sign in'}
                          </span>
                        )}
                        <span className="shrink-0 text-gray-600">{formatDuration(lesson.duration)}</span>
                      </Link>
                    </li>
                  );
                })}
              </ul>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
