import { z } from 'zod';
import { adminListQueryFields, pageOf } from './admin-lists';
import { requiredText } from './contact';
import { SEARCH_QUERY_MAX } from './search-limits';

export const TOPIC_REQUEST_DETAILS_MAX = 2_000;

/** POST /api/topic-requests: what a visitor or learner asks the portal to teach; the topic may be a search that found nothing. */
export const topicRequestFormSchema = z.object({
  topic: requiredText('Topic', 2, SEARCH_QUERY_MAX)
    // eslint-disable-next-line no-control-regex -- the point is to refuse them
    .regex(/^[^\u0000-\u001f\u007f]*$/, 'Topic must not contain control characters'),
  details: z.string().trim().max(TOPIC_REQUEST_DETAILS_MAX, `Details must be at most ${TOPIC_REQUEST_DETAILS_MAX} characters`).default(''),
});
export type TopicRequestForm = z.input<typeof topicRequestFormSchema>;

export const topicRequestReceiptSchema = z.object({ id: z.uuid(), message: z.string() });

/** Which requests the inbox shows: those still to handle (the default), the handled ones, or all. */
export const TOPIC_REQUEST_STATUSES = ['open', 'handled', 'all'] as const;
export type TopicRequestStatus = (typeof TOPIC_REQUEST_STATUSES)[number];

/** GET /api/admin/topic-requests: a search over topic and details, a status, newest first. */
export const topicRequestQuerySchema = z.object({
  ...adminListQueryFields,
  status: z.enum(TOPIC_REQUEST_STATUSES).default('open'),
});
export type TopicRequestQuery = z.input<typeof topicRequestQuerySchema>;

export const topicRequestSchema = z.object({
  id: z.uuid(),
  topic: z.string(),
  details: z.string(),
  /** The signed-in learner who asked; null for a visitor (nothing about visitors is kept). */
  requester: z.object({ name: z.string(), email: z.string() }).nullable(),
  createdAt: z.iso.datetime(),
  handledAt: z.iso.datetime().nullable(),
  /** Who marked it handled: the admin's login. */
  handledBy: z.string().nullable(),
});
export type TopicRequest = z.infer<typeof topicRequestSchema>;

export const topicRequestPageSchema = z.object({
  result: pageOf(topicRequestSchema),
  /** Requests still to handle, whatever the filter. */
  openCount: z.number().int(),
});
export type TopicRequestPage = z.infer<typeof topicRequestPageSchema>;

/** PUT /api/admin/topic-requests/{id}: mark a request handled, or open again. */
export const topicRequestUpdateSchema = z.object({ handled: z.boolean({ error: 'must be true or false' }) });
