import { z } from 'zod';
import { slugSchema } from '../content/front-matter';
import { idSchema } from './common';

export const pageParamsSchema = z.object({ idOrSlug: z.union([idSchema, slugSchema], { error: 'must be a page id or slug' }) });

export const pageSchema = z.object({
  page: z.object({
    pageId: idSchema,
    slug: z.string(),
    title: z.string(),
    summary: z.string().nullable(),
    body: z.string(),
  }),
});
export type Page = z.infer<typeof pageSchema>;
