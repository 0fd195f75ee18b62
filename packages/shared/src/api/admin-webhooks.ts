import { z } from 'zod';
import { adminListQueryFields, pageOf } from './admin-lists';

/** What a portal tells its webhook endpoints about (decision 054). */
export const WEBHOOK_EVENTS = ['course.completed', 'certificate.issued', 'user.created'] as const;
export const webhookEventSchema = z.enum(WEBHOOK_EVENTS, { error: `must be one of ${WEBHOOK_EVENTS.join(', ')}` });
export type WebhookEvent = z.infer<typeof webhookEventSchema>;

export const WEBHOOK_EVENT_DESCRIPTIONS: Record<WebhookEvent, string> = {
  'course.completed': 'A learner completed every lesson of a course',
  'certificate.issued': "A course's completion issued the learner a certificate",
  'user.created': 'An account was created in the portal',
};

export const WEBHOOK_URL_MAX = 2_000;

/** POST /api/admin/webhooks: where to send which events. The address is checked on the server (https or http, no private address). */
export const webhookCreateSchema = z.object({
  url: z
    .url({ protocol: /^https?$/, error: 'must be an http or https address' })
    .max(WEBHOOK_URL_MAX, `must be at most ${WEBHOOK_URL_MAX} characters`),
  events: z.array(webhookEventSchema).min(1, 'Choose at least one event').max(WEBHOOK_EVENTS.length),
  description: z.string().trim().max(200, 'must be at most 200 characters').default(''),
});
export type WebhookCreate = z.input<typeof webhookCreateSchema>;

export const webhookEndpointSchema = z.object({
  id: z.uuid(),
  url: z.string(),
  events: z.array(webhookEventSchema),
  description: z.string(),
  createdAt: z.iso.datetime(),
});
export type WebhookEndpoint = z.infer<typeof webhookEndpointSchema>;

export const webhookEndpointListSchema = z.object({ result: z.array(webhookEndpointSchema) });

/** The signing secret (`whsec_…`) is in the answer to the creation only: it is shown this once. */
export const createdWebhookSchema = z.object({ endpoint: webhookEndpointSchema, secret: z.string() });

export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

/** GET /api/admin/webhook-deliveries: newest first, searched over the endpoint's address and the event. */
export const webhookDeliveryQuerySchema = z.object({
  ...adminListQueryFields,
  status: z.enum(WEBHOOK_DELIVERY_STATUSES).optional(),
});
export type WebhookDeliveryQuery = z.input<typeof webhookDeliveryQuerySchema>;

export const webhookDeliverySchema = z.object({
  id: z.uuid(),
  /** The `webhook-id` header: the same for every delivery (and replay) of one event, so a receiver can drop repeats. */
  eventId: z.string(),
  event: webhookEventSchema,
  endpointId: z.uuid(),
  url: z.string(),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  attempts: z.number().int(),
  /** The receiver's HTTP status on the last try; null when it did not answer. */
  lastStatusCode: z.number().int().nullable(),
  lastError: z.string().nullable(),
  lastAttemptAt: z.iso.datetime().nullable(),
  nextAttemptAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
  payload: z.string(),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

export const webhookDeliveryPageSchema = z.object({ result: pageOf(webhookDeliverySchema) });
export type WebhookDeliveryPage = z.infer<typeof webhookDeliveryPageSchema>;

export const webhookMessageSchema = z.object({ message: z.string() });
