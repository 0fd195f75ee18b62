import { z } from 'zod';
import { tenantIdSchema } from '../tenant-schema';
import { emailAddressSchema } from './contact';

/** contact: receives the /contact form; feedback: receives feedback marked as a bug. */
export const NOTIFICATION_EMAIL_TYPES = ['contact', 'feedback'] as const;
export const notificationEmailTypeSchema = z.enum(NOTIFICATION_EMAIL_TYPES, {
  error: `must be one of ${NOTIFICATION_EMAIL_TYPES.join(', ')}`,
});
export type NotificationEmailType = z.infer<typeof notificationEmailTypeSchema>;

export const EMAIL_MESSAGES = {
  updated: 'The email was updated',
  verified: 'Email Verified',
  invalidCode: 'Invalid Code',
  addFailed: 'Something went wrong!',
} as const;
export const VERIFICATION_CODE_LENGTH = 6;
export const VERIFICATION_CODE_TTL_MINUTES = 15;
export const VERIFICATION_MAX_ATTEMPTS = 5;

export const notificationEmailSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  type: notificationEmailTypeSchema,
  tenantId: tenantIdSchema,
  isEmailVerified: z.boolean(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type NotificationEmail = z.infer<typeof notificationEmailSchema>;

export const verificationCodeSchema = z
  .string()
  .trim()
  .regex(new RegExp(`^\\d{${VERIFICATION_CODE_LENGTH}}$`), `Code must be ${VERIFICATION_CODE_LENGTH} digits`);

export const verificationResultSchema = z.object({ isEmailVerified: z.boolean(), message: z.string() });

/** GET /api/email. */
export const notificationEmailListSchema = z.object({ result: z.array(notificationEmailSchema) });
/** POST /api/email/addEmail and PUT /api/email: the address as stored now. */
export const notificationEmailChangeSchema = z.object({ message: z.string(), result: notificationEmailSchema });
/** GET /api/email/verifyEmail: the code went out; it expires at expiresAt. */
export const verificationRequestedSchema = z.object({ message: z.string(), expiresAt: z.iso.datetime() });
export const MAX_EMAILS_PER_TYPE = 20;
export const VERIFICATION_REQUESTS_PER_HOUR = 5;
export const VERIFICATION_REQUESTS_PER_DAY = 10;

/** The admin e-mail calls carry addresses in headers (spec); Node gives header names in lower case. */
export const emailHeaders = <K extends string>(...names: K[]) =>
  z
    .object(
      Object.fromEntries(names.map((name) => [name.toLowerCase(), emailAddressSchema])) as Record<Lowercase<K>, typeof emailAddressSchema>,
    )
    .loose();
export const emailTypeQuerySchema = z.object({ type: notificationEmailTypeSchema });
