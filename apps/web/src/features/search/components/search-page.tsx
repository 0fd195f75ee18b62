import { lazy, Suspense, useId, useState, type FormEvent } from 'react';
import { SEARCH_KINDS, SEARCH_QUERY_MAX, type Level, type SearchKind, type SearchQuery } from '@academy/shared';
import { Search } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { primaryButton, secondaryButton } from '../../../components/button-styles';
import { PageSpinner } from '../../../components/spinner';
import { usePageTitle } from '../../../lib/use-page-title';
import { useSearch } from '../api/search-content';
import { SearchFacets, type FacetName } from './search-facets';
import { SearchHitCard } from './search-hit';
import { resultsSentence } from './search-kinds';

const LEVELS: readonly string[] = ['Beginner', 'Intermediate', 'Advanced'];
/** The form and its schema load only when a search finds nothing (or on /request-topic). */
const TopicRequestForm = lazy(() => import('./topic-request-form'));

/** The address is the state: /search?q=helm&type=lesson&page=2 can be shared and reloaded. */
function queryFromParams(params: URLSearchParams): SearchQuery {
  const type = params.get('type');
  const level = params.get('level');
  const page = Number(params.get('page'));
  return {
    q: (params.get('q') ?? '').slice(0, SEARCH_QUERY_MAX),
    type: SEARCH_KINDS.includes(type as SearchKind) ? (type as SearchKind) : undefined,
    topic: params.get('topic') || undefined,
    level: LEVELS.includes(level ?? '') ? (level as Level) : undefined,
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** /search: results for the query in the address, with filters, highlighted snippets and pages. */
export default function SearchPage() {
  const [address, setParams] = useSearchParams();
  // The router applies a new address a moment after the click (its navigation awaits its loading
  // step, even with nothing to load); until then the page shows the address asked for, so a clicked
  // filter is checked at once and two quick clicks build on each other. Any other address wins.
  const [asked, setAsked] = useState<{ from: string; next: URLSearchParams } | null>(null);
  const current = address.toString();
  if (asked && asked.from !== current) setAsked(null);
  const params = asked && asked.from === current ? asked.next : address;
  const query = queryFromParams(params);
  usePageTitle(query.q ? `Search: ${query.q}` : 'Search');
  const { data, isFetching, isError } = useSearch(query);

  const update = (changes: Partial<Record<'q' | FacetName | 'page', string | undefined>>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    if (!('page' in changes)) next.delete('page');
    setAsked({ from: current, next });
    setParams(next);
  };
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-8">
      <h1 className="text-3xl font-extrabold text-gray-900 sm:text-4xl">Search</h1>
      <SearchForm key={query.q} initial={query.q} onSearch={(q) => update({ q: q || undefined })} />
      <p role="status" aria-live="polite" data-testid="search-status" className="mt-4 text-sm text-gray-700">
        {!query.q
          ? 'Type what you are looking for: a topic, a title, a command such as kubectl rollout.'
          : data
            ? resultsSentence(data.total, data.query, data.correctedQuery)
            : ''}
        {isError && 'The search failed; please try again.'}
      </p>
      {query.q && !data && isFetching && <PageSpinner />}
      {data && (
        <div className="mt-4 grid grid-cols-1 gap-6 desk:grid-cols-[16rem_minmax(0,1fr)]">
          <SearchFacets
            facets={data.facets}
            selected={{ type: query.type, topic: query.topic, level: query.level }}
            onChange={(name, value) => update({ [name]: value })}
          />
          <section aria-label="Search results" aria-busy={isFetching}>
            {data.total === 0 ? (
              <section
                aria-labelledby="request-topic-heading"
                className="rounded-card border border-dashed border-brand bg-brand-soft p-5 text-gray-800"
              >
                <h2 id="request-topic-heading" className="font-semibold">
                  Nothing matches yet: request this topic
                </h2>
                <p className="mt-1 mb-4 text-sm">
                  Try fewer or other words, or ask the team to cover it: they read every request when deciding what to write next.
                </p>
                <Suspense fallback={<PageSpinner />}>
                  <TopicRequestForm key={data.query} initialTopic={data.query} />
                </Suspense>
              </section>
            ) : (
              <ol className="space-y-4">
                {data.results.map((hit) => (
                  <li key={hit.id}>
                    <SearchHitCard hit={hit} />
                  </li>
                ))}
              </ol>
            )}
            {pages > 1 && (
              <nav aria-label="Result pages" className="mt-6 flex items-center justify-between gap-3">
                <button
                  type="button"
                  className={secondaryButton}
                  disabled={data.page <= 1}
                  onClick={() => update({ page: String(data.page - 1) })}
                >
                  Previous
                </button>
                <span className="text-sm text-gray-700">
                  Page {data.page} of {pages}
                </span>
                <button
                  type="button"
                  className={secondaryButton}
                  disabled={data.page >= pages}
                  onClick={() => update({ page: String(data.page + 1) })}
                >
                  Next
                </button>
              </nav>
            )}
            {data.total > 0 && (
              <p className="mt-6 text-sm text-gray-700">
                Not what you were looking for?{' '}
                <Link to={`/request-topic?topic=${encodeURIComponent(data.query)}`} className="font-semibold text-brand-strong underline">
                  Request a topic
                </Link>
              </p>
            )}
          </section>
        </div>
      )}
    </div>
  );
}

/** Keyed by the query in the address, so going back in history shows that query in the field. */
function SearchForm({ initial, onSearch }: { initial: string; onSearch: (q: string) => void }) {
  const [draft, setDraft] = useState(initial);
  const inputId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(draft.trim());
  };
  return (
    <form role="search" onSubmit={submit} className="mt-5 flex gap-2">
      <label htmlFor={inputId} className="sr-only">
        Search courses, lessons, guides, paths and instructors
      </label>
      <input
        id={inputId}
        type="search"
        value={draft}
        maxLength={SEARCH_QUERY_MAX}
        onChange={(event) => setDraft(event.target.value)}
        placeholder="Search courses, lessons, guides…"
        className="min-w-0 flex-1 rounded-lg border border-gray-300 px-4 py-2.5 text-base focus-visible:outline-3 focus-visible:outline-brand"
      />
      <button type="submit" className={primaryButton}>
        <Search aria-hidden="true" className="h-4 w-4" />
        <span className="max-desk:sr-only">Search</span>
      </button>
    </form>
  );
}
