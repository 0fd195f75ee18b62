import { z } from 'zod';
import { entitlementSchema, slugSchema } from '../content/front-matter';
import { PROGRESS_STATUSES } from '../progress';
import { tenantIdSchema } from '../tenant-schema';

export const idSchema = z.uuid({ error: 'must be a valid id' });
export const progressStatusSchema = z.enum(PROGRESS_STATUSES);

/** Query strings carry booleans as text. */
export const booleanQuerySchema = z.enum(['true', 'false'], { error: 'must be true or false' }).transform((value) => value === 'true');

export const tenantQuerySchema = z.object({ tenantId: tenantIdSchema.optional() });
export const slugQuerySchema = tenantQuerySchema.extend({ slug: slugSchema });

export const filterOptionSchema = z.object({
  key: z.string(),
  name: z.string(),
  count: z.number().int().nonnegative(),
  checked: z.boolean(),
});
export const FILTER_CATEGORIES = ['favorite', 'topic', 'level', 'status'] as const;
export const filterCategorySchema = z.object({
  categoryName: z.enum(FILTER_CATEGORIES),
  label: z.string(),
  options: z.array(filterOptionSchema),
});
export type FilterCategory = z.infer<typeof filterCategorySchema>;

export const entitlementsSchema = z.object({ view: z.array(entitlementSchema) });

/**
 * Present only on an item visitors and learners do not see yet, in the answers of the portal's
 * admins and authors (decision 062): a draft, or scheduled for `publishAt`. The pages show it as a
 * Draft banner.
 */
export const releaseSchema = z.object({ draft: z.boolean(), publishAt: z.iso.datetime().nullable() });
export type Release = z.infer<typeof releaseSchema>;

/** Why a visitor cannot read something, and what unlocks it. */
export const lockSchema = z.object({ requires: entitlementSchema, message: z.string() }).nullable();

export const instructorSummarySchema = z.object({
  instructorId: idSchema,
  slug: z.string(),
  name: z.string(),
  title: z.string(),
  photoUrl: z.string(),
});
