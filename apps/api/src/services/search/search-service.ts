import {
  searchQuerySchema,
  type Highlight,
  type Level,
  type SearchHit,
  type SearchKind,
  type SearchQuery,
  type SearchResults,
  type TenantId,
  type Viewer,
} from '@academy/shared';
import type { Database } from '../../db/client';
import { lockFor } from '../reading/present';
import { rowsOf } from './rows';
import { correctSpelling } from './spelling';
import { withAngleBrackets } from './angle-brackets';
import { searchedWords } from './searched-words';
import {
  entitlementsOf,
  HIT_END,
  HIT_START,
  hitQuery,
  matchQuery,
  type HitRow,
  type MatchRow,
  type SearchVisibility,
} from './search-query';

/** Matches beyond this many are not ranked, counted or paged: nobody reads page 51. */
const MAX_MATCHES = 500;

type Filters = { type?: SearchKind; topic?: string; level?: Level };

const matchesFilters = (row: MatchRow, filters: Filters, skip?: keyof Filters) =>
  (skip === 'type' || !filters.type || row.kind === filters.type) &&
  (skip === 'topic' || !filters.topic || row.topics.includes(filters.topic)) &&
  (skip === 'level' || !filters.level || row.level === filters.level);

function facet(rows: MatchRow[], filters: Filters, name: keyof Filters, values: (row: MatchRow) => (string | null)[]) {
  const counts = new Map<string, number>();
  for (const row of rows) {
    if (!matchesFilters(row, filters, name)) continue;
    for (const value of values(row)) if (value) counts.set(value, (counts.get(value) ?? 0) + 1);
  }
  return [...counts].map(([value, count]) => ({ value, count })).sort((a, b) => b.count - a.count || a.value.localeCompare(b.value));
}

/** ts_headline's answer as parts, split on the private-use markers it was given, with its angle brackets back. */
export function highlightParts(headline: string): Highlight {
  const parts: Highlight = [];
  const text = withAngleBrackets(headline);
  for (const [index, piece] of text.split(HIT_START).entries()) {
    const [hit, rest] = index === 0 ? [null, piece] : piece.split(HIT_END);
    if (hit) parts.push({ text: hit, match: true });
    if (rest) parts.push({ text: rest, match: false });
  }
  return parts;
}

function hrefOf(row: HitRow): string {
  switch (row.kind) {
    case 'course':
      return `/courses/${row.slug}`;
    case 'lesson':
      return `/courses/${row.course_slug}/lessons/${row.slug}`;
    case 'guide':
      return `/guides/${row.slug}`;
    case 'path':
      return `/paths/${row.slug}`;
    case 'instructor':
      return `/instructors/${row.slug}`;
    default:
      return `/${row.slug}`;
  }
}

/** Rows only admins and authors find carry their release (decision 062); visible_from is in seconds. */
function releaseOfHit(row: HitRow) {
  if (row.visible_from === Infinity) return { release: { draft: true, publishAt: null } };
  const from = row.visible_from * 1000;
  return from > Date.now() ? { release: { draft: false, publishAt: new Date(from).toISOString() } } : {};
}

function presentHit(row: HitRow, viewer: Viewer): SearchHit {
  const kind = row.kind as SearchKind;
  const gated = kind === 'lesson' || kind === 'guide';
  return {
    kind,
    id: row.item_id,
    slug: row.slug,
    href: hrefOf(row),
    title: highlightParts(row.title_hl),
    courseTitle: row.course_title,
    snippet: highlightParts(row.snippet_hl),
    level: row.level as Level | null,
    topics: row.topics,
    lock: gated ? lockFor(entitlementsOf(row.needs_auth, row.needs_pro), viewer, kind) : null,
    ...releaseOfHit(row),
  };
}

/** One page of a portal's matches for this viewer, among the rows they may find, with facets counted over every match. */
export async function searchContent(
  db: Database,
  tenantId: TenantId,
  viewer: Viewer,
  visibility: SearchVisibility,
  input: SearchQuery,
): Promise<SearchResults> {
  const query = searchQuerySchema.parse(input);
  const filters: Filters = { type: query.type, topic: query.topic, level: query.level };
  let text = searchedWords(query.q);
  let correctedQuery: string | null = null;
  let matches = rowsOf<MatchRow>(await db.execute(matchQuery(tenantId, viewer, visibility, text, MAX_MATCHES)));
  // A query whose words match nothing (at most titles that look like it) is tried again spelt right,
  // and the corrected answer wins when it finds something by its words, or when there was nothing.
  if (!matches.some((row) => row.by_text)) {
    const corrected = await correctSpelling(db, tenantId, text);
    if (corrected) {
      const retry = rowsOf<MatchRow>(await db.execute(matchQuery(tenantId, viewer, visibility, corrected, MAX_MATCHES)));
      if (retry.some((row) => row.by_text) || (matches.length === 0 && retry.length > 0))
        [matches, text, correctedQuery] = [retry, corrected, corrected];
    }
  }
  const filtered = matches.filter((row) => matchesFilters(row, filters));
  const start = (query.page - 1) * query.pageSize;
  const shown = filtered.slice(start, start + query.pageSize);
  const hitRows =
    shown.length === 0
      ? []
      : rowsOf<HitRow>(
          await db.execute(
            hitQuery(
              tenantId,
              viewer,
              text,
              shown.map((row) => row.id),
            ),
          ),
        );
  const byId = new Map(hitRows.map((row) => [row.id, row]));
  return {
    query: query.q,
    correctedQuery,
    total: filtered.length,
    page: query.page,
    pageSize: query.pageSize,
    results: shown.map((row) => presentHit(byId.get(row.id)!, viewer)),
    facets: {
      type: facet(matches, filters, 'type', (row) => [row.kind]),
      topic: facet(matches, filters, 'topic', (row) => row.topics),
      level: facet(matches, filters, 'level', (row) => [row.level]),
    },
  };
}
