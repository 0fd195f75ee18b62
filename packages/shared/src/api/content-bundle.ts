import { z } from 'zod';
import { tenantIdSchema } from '../tenant-schema';

/**
 * The unit of import: every file of one or more portals, by path relative to the content folder
 * (`kube/courses/x/course.md`). The CLI reads it from disk; the content API accepts the same JSON.
 */
export const contentBundleSchema = z.object({
  files: z
    .array(
      z.union([
        z.object({ path: z.string().min(1).max(500), text: z.string().max(2_000_000) }),
        z.object({ path: z.string().min(1).max(500), base64: z.base64().max(4_000_000) }),
      ]),
    )
    .max(5_000),
});
export type ContentBundle = z.infer<typeof contentBundleSchema>;
export type BundleFile = ContentBundle['files'][number];

/** POST /api/admin/content: what the import changed. */
export const importSummarySchema = z.object({
  message: z.string(),
  result: z.object({
    tenantId: tenantIdSchema,
    courses: z.number().int(),
    lessons: z.number().int(),
    guides: z.number().int(),
    paths: z.number().int(),
    instructors: z.number().int(),
    pages: z.number().int(),
  }),
});
