import { outboxQuerySchema } from '@academy/shared';
import type { z } from 'zod';
import { listParamsToQuery, readListParams } from '../../lib/admin/list-params';

export type OutboxFilters = z.output<typeof outboxQuerySchema>;

export const outboxFiltersFromSearch = (params: URLSearchParams): OutboxFilters => readListParams(outboxQuerySchema, params);
export const outboxFiltersToQuery = (filters: OutboxFilters): Record<string, string> => listParamsToQuery(outboxQuerySchema, filters);
