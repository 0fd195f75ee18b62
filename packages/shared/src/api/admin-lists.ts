import { z } from 'zod';
import { USERS_PAGINATION_DELTA } from './admin-users';

/**
 * Every admin list paged and searched by the server (outbox, feedback, topic requests) pages as the
 * users list does: spec section 9's pagination delta of 20 is the page size (decision 011).
 */
export const ADMIN_PAGE_SIZE = USERS_PAGINATION_DELTA;
export const ADMIN_PAGE_SIZE_MAX = 100;
export const ADMIN_SEARCH_MAX = 200;

/** A search text of an admin list: trimmed; empty means no search. */
export const adminSearchSchema = z
  .string()
  .trim()
  .max(ADMIN_SEARCH_MAX, `must be at most ${ADMIN_SEARCH_MAX} characters`)
  // eslint-disable-next-line no-control-regex -- the point is to refuse them
  .regex(/^[^\u0000-\u001f\u007f]*$/, 'must not contain control characters')
  .optional();

/** The query fields every server-paged admin list takes: a search, a zero-based page, a capped page size. */
export const adminListQueryFields = {
  q: adminSearchSchema,
  pageNumber: z.coerce.number().int().min(0).max(10_000).default(0),
  pageSize: z.coerce.number().int().min(1).max(ADMIN_PAGE_SIZE_MAX).default(ADMIN_PAGE_SIZE),
};

/** One page of a list, as the users list answers it. */
export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({
    content: z.array(item),
    totalElements: z.number().int(),
    pageNumber: z.number().int(),
    pageSize: z.number().int(),
  });
