import { adminFeedbackQuerySchema } from '@academy/shared';
import type { z } from 'zod';
import { listParamsToQuery, readListParams } from '../../lib/admin/list-params';

/** The portal is always the current one: a token of this portal opens only this portal's feedback. */
const feedbackFiltersSchema = adminFeedbackQuerySchema.omit({ tenant: true });
export type FeedbackFilters = z.output<typeof feedbackFiltersSchema>;

export const filtersFromSearch = (params: URLSearchParams): FeedbackFilters => readListParams(feedbackFiltersSchema, params);
export const filtersToQuery = (filters: FeedbackFilters): Record<string, string> => listParamsToQuery(feedbackFiltersSchema, filters);
