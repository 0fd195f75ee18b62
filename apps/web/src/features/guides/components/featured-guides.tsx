import { formatDuration } from '@academy/shared';
import { ArrowRight, BookMarked } from 'lucide-react';
import { Link } from 'react-router';
import { useGuides } from '../api/get-guides';

const SHOWN = 4;

/**
 * The guides on the home page of a portal without the Guides tab (decision 021), so every published
 * guide stays reachable; nothing when the portal has none.
 */
export function FeaturedGuides() {
  const { guides } = useGuides().data;
  if (guides.length === 0) return null;
  return (
    <section aria-labelledby="featured-guides" className="mx-auto max-w-6xl px-4 pt-12 sm:px-8">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <h2 id="featured-guides" className="text-2xl font-extrabold text-gray-900">
          Guides
        </h2>
        <Link to="/guides" className="inline-flex items-center gap-1 font-semibold text-brand-strong hover:underline">
          All guides <ArrowRight aria-hidden="true" className="h-4 w-4" />
        </Link>
      </div>
      <ul className="mt-5 grid gap-5 md:grid-cols-2">
        {guides.slice(0, SHOWN).map((guide) => (
          <li key={guide.lessonId}>
            <article className="relative flex h-full gap-4 rounded-card border border-gray-200 bg-white p-5 shadow-sm focus-within:ring-3 focus-within:ring-brand hover:shadow-md">
              <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-brand-soft text-brand">
                <BookMarked aria-hidden="true" className="h-5 w-5" />
              </span>
              <div className="min-w-0">
                <h3 className="text-lg font-bold text-gray-900">
                  <Link to={`/guides/${guide.slug}`} className="after:absolute after:inset-0 hover:underline focus-visible:outline-none">
                    {guide.title}
                  </Link>
                </h3>
                <p className="mt-1 text-sm text-gray-700">{guide.summary}</p>
                <p className="mt-3 text-sm font-medium text-gray-700">{formatDuration(guide.duration)}</p>
              </div>
            </article>
          </li>
        ))}
      </ul>
    </section>
  );
}
