import { z } from 'zod';
import { adminListQueryFields, pageOf } from './admin-lists';

/** Why the portal sent a message: a /contact message, an address verification code, a bug report, or a learner's notification. */
export const MAIL_KINDS = ['contact', 'verification', 'feedback', 'learner'] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

/**
 * Where a message stands: `kept` in the outbox (no SMTP), `pending` until a try succeeds (a failed try
 * is retried with backoff), `sent`, or `failed` for good (refused permanently, or out of attempts).
 */
export const MAIL_STATUSES = ['kept', 'pending', 'sent', 'failed'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

export const outboxMessageSchema = z.object({
  id: z.uuid(),
  kind: z.enum(MAIL_KINDS),
  from: z.string(),
  to: z.string(),
  replyTo: z.string().nullable(),
  subject: z.string(),
  body: z.string(),
  transport: z.enum(['smtp', 'outbox']),
  status: z.enum(MAIL_STATUSES),
  /** Delivery tries made so far. */
  attempts: z.number().int(),
  /** The mail server's or the network's answer to the last failed try. */
  lastError: z.string().nullable(),
  lastAttemptAt: z.iso.datetime().nullable(),
  /** When a pending message is tried again. */
  nextAttemptAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;

/** GET /api/admin/outbox: a search over addresses, subject and text, a status and a kind, newest first. */
export const outboxQuerySchema = z.object({
  ...adminListQueryFields,
  status: z.enum(MAIL_STATUSES).optional(),
  kind: z.enum(MAIL_KINDS).optional(),
});
export type OutboxQuery = z.input<typeof outboxQuerySchema>;

export const outboxSchema = z.object({
  result: pageOf(outboxMessageSchema),
  /** The tries a message gets before it is given up. */
  maxAttempts: z.number().int(),
});
export type OutboxPage = z.infer<typeof outboxSchema>;
