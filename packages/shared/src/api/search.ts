import { z } from 'zod';
import { entitlementSchema, levelSchema } from '../content/front-matter';

import { releaseSchema } from './common';
import { SEARCH_KINDS, SEARCH_PAGE_SIZE, SEARCH_QUERY_MAX } from './search-limits';

export const searchKindSchema = z.enum(SEARCH_KINDS);
export type SearchKind = z.infer<typeof searchKindSchema>;

/** GET /api/search: `q` in websearch syntax ("quoted phrase", or, -word); every filter optional. */
export const searchQuerySchema = z.object({
  q: z
    .string()
    .trim()
    .min(1, 'must not be empty')
    .max(SEARCH_QUERY_MAX, `must be at most ${SEARCH_QUERY_MAX} characters`)
    // eslint-disable-next-line no-control-regex -- the point is to refuse them
    .regex(/^[^\u0000-\u001f\u007f]*$/, 'must not contain control characters'),
  type: searchKindSchema.optional(),
  topic: z.string().trim().min(1).max(100).optional(),
  level: levelSchema.optional(),
  page: z.coerce.number().int().min(1).max(100).default(1),
  pageSize: z.coerce.number().int().min(1).max(20).default(SEARCH_PAGE_SIZE),
});
export type SearchQuery = z.input<typeof searchQuerySchema>;

/** Highlighted text as parts, so no markup from content reaches the page unescaped. */
export const highlightSchema = z.array(z.object({ text: z.string(), match: z.boolean() }));
export type Highlight = z.infer<typeof highlightSchema>;

export const searchHitSchema = z.object({
  kind: searchKindSchema,
  id: z.uuid(),
  slug: z.string(),
  /** The web app's address of the item. */
  href: z.string(),
  title: highlightSchema,
  /** The course a lesson belongs to. */
  courseTitle: z.string().nullable(),
  /** From the body when the viewer may read it, else from the summary only. */
  snippet: highlightSchema,
  level: levelSchema.nullable(),
  topics: z.array(z.string()),
  /** What unlocks a lesson or guide this viewer may not read; its body was not searched. */
  lock: z.object({ requires: entitlementSchema, message: z.string() }).nullable(),
  release: releaseSchema.optional(),
});
export type SearchHit = z.infer<typeof searchHitSchema>;

const facetSchema = z.array(z.object({ value: z.string(), count: z.number().int() }));

export const searchResultsSchema = z.object({
  query: z.string(),
  /** Set when nothing matched as typed and a spelling correction did. */
  correctedQuery: z.string().nullable(),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  results: z.array(searchHitSchema),
  /** Counts over every match; each facet applies the other two filters, not its own. */
  facets: z.object({ type: facetSchema, topic: facetSchema, level: facetSchema }),
});
export type SearchResults = z.infer<typeof searchResultsSchema>;

/** GET /api/admin/search-queries: what the portal's visitors look for, and what they do not find. */
export const searchQueryStatsSchema = z.object({
  top: z.array(z.object({ query: z.string(), searches: z.number().int(), misses: z.number().int() })),
  zeroResults: z.array(
    z.object({
      query: z.string(),
      misses: z.number().int(),
      lastSearchedAt: z.iso.datetime(),
      /** Requests still to handle whose topic or details hold the query, as the inbox's search finds them. */
      openRequests: z.number().int(),
    }),
  ),
});
export type SearchQueryStats = z.infer<typeof searchQueryStatsSchema>;
