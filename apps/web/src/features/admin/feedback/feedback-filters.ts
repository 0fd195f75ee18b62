import { adminFeedbackQuerySchema } from '@academy/shared';
import type { z } from 'zod';

/** The portal is always the current one: a token of this portal opens only this portal's feedback. */
export type FeedbackFilters = Omit<z.output<typeof adminFeedbackQuerySchema>, 'tenant'>;

const KEYS = ['type', 'rating', 'pageNumber', 'pageSize'] as const;
export const DEFAULT_PAGE_SIZE = adminFeedbackQuerySchema.parse({}).pageSize;

/** The filters of the address; a value the server would refuse is dropped instead of failing the page. */
export function filtersFromSearch(params: URLSearchParams): FeedbackFilters {
  const raw: Record<string, string> = {};
  for (const key of KEYS) {
    const value = params.get(key);
    if (value) raw[key] = value;
  }
  const parsed = adminFeedbackQuerySchema.safeParse(raw);
  if (parsed.success) return parsed.data;
  for (const issue of parsed.error.issues) delete raw[String(issue.path[0])];
  return adminFeedbackQuerySchema.parse(raw);
}

/** The address and the API query carry only what differs from the defaults. */
export function filtersToQuery(filters: FeedbackFilters): Record<string, string> {
  const query: Record<string, string> = {};
  if (filters.type) query.type = filters.type;
  if (filters.rating) query.rating = String(filters.rating);
  if (filters.pageNumber > 0) query.pageNumber = String(filters.pageNumber);
  if (filters.pageSize !== DEFAULT_PAGE_SIZE) query.pageSize = String(filters.pageSize);
  return query;
}

/** Changing a filter starts again at the first page. */
export function withFilter(filters: FeedbackFilters, change: Partial<Pick<FeedbackFilters, 'type' | 'rating'>>): FeedbackFilters {
  return { ...filters, ...change, pageNumber: 0 };
}
