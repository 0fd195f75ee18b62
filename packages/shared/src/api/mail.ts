import { z } from 'zod';

/** Why the portal sent a message: a /contact message, an address verification code, a bug report, or a learner's notification. */
export const MAIL_KINDS = ['contact', 'verification', 'feedback', 'learner'] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

/** GET /api/admin/outbox: what the portal sent (or kept, without SMTP), newest first. */
export const outboxMessageSchema = z.object({
  id: z.uuid(),
  kind: z.enum(MAIL_KINDS),
  from: z.string(),
  to: z.string(),
  replyTo: z.string().nullable(),
  subject: z.string(),
  body: z.string(),
  transport: z.enum(['smtp', 'outbox']),
  status: z.enum(['kept', 'sent', 'failed']),
  createdAt: z.iso.datetime(),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;
export const outboxSchema = z.object({ result: z.array(outboxMessageSchema) });
