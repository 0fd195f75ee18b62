import { z } from 'zod';

/**
 * What `npm run author`'s event stream says about a portal (decision 065), on connecting and after
 * each import of it: how many imports it has had (a change means the pages' data is out of date)
 * and the content check's problems, each at a file of the content folder and a line.
 */
export const authorPreviewStateSchema = z.object({
  imports: z.number().int().min(0),
  problems: z.array(
    z.object({
      file: z.string(),
      line: z.number().int().min(1),
      column: z.number().int().min(1).optional(),
      message: z.string(),
    }),
  ),
});
export type AuthorPreviewState = z.infer<typeof authorPreviewStateSchema>;

/** The event that carries the state, so other events can share the stream later. */
export const AUTHOR_PREVIEW_EVENT = 'content';
