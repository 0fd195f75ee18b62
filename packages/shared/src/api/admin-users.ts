import { z } from 'zod';
import { userDetailsSchema } from './account';
import { booleanQuerySchema } from './common';

/** Spec section 9. */
export const USERS_PAGE_SIZE = 20;
export const USERS_PAGINATION_DELTA = 20;
export const USERS_ELLIPSIS_BUFFER = 2;
export const USER_SORT_FIELDS = ['firstName', 'lastName', 'login', 'createdAt', 'lastSeenAt'] as const;

/** POST /api/admin/users/search. */
export const userSearchSchema = z.object({
  sortBy: z.enum(USER_SORT_FIELDS).default('firstName'),
  sortDir: z.enum(['asc', 'desc']).default('asc'),
  pageNumber: z.number().int().min(0).max(100_000).default(0),
  pageSize: z.number().int().min(1).max(100).default(USERS_PAGE_SIZE),
  includeExpireData: z.boolean().default(false),
  searchValue: z.string().trim().max(200).default(''),
});
export type UserSearch = z.input<typeof userSearchSchema>;

/** A row of the users table: the account's details and when it was made and last seen. */
export const adminUserSchema = userDetailsSchema.omit({ adminAwaitsSecondFactor: true }).extend({
  createdAt: z.iso.datetime(),
  lastSeenAt: z.iso.datetime().nullable(),
  /** When an administrator deactivated the account (it cannot sign in), or null (decision 050). */
  deactivatedAt: z.iso.datetime().nullable(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const userPageSchema = z.object({
  result: z.object({
    content: z.array(adminUserSchema),
    totalElements: z.number().int(),
    pageNumber: z.number().int(),
    pageSize: z.number().int(),
  }),
});

/**
 * GET /api/admin/toggle-access/{userId}?toggle=true|false (admin right), ?pro=true|false (pro right)
 * and ?author=true|false (author right: drafts and scheduled items, decision 062).
 */
export const toggleAccessQuerySchema = z
  .object({ toggle: booleanQuerySchema.optional(), pro: booleanQuerySchema.optional(), author: booleanQuerySchema.optional() })
  .refine(
    (query) => [query.toggle, query.pro, query.author].filter((value) => value !== undefined).length === 1,
    'Send one of toggle, pro or author',
  );

/** The answer of toggle-access: what changed, and the user as it is now. */
export const accessChangeSchema = z.object({ message: z.string(), user: adminUserSchema });
