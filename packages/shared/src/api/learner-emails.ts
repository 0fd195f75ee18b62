import { z } from 'zod';
import { verificationCodeSchema } from './admin-emails';
import { emailAddressSchema } from './contact';

/**
 * A learner's own notification addresses (Manage Emails for every signed-in user): where the
 * portal sends that learner's notifications, e.g. the message that a course is complete. Stored
 * beside the portal's addresses with this type and the learner's id; no one else sees them.
 */
export const LEARNER_EMAIL_TYPE = 'learner';
export const MAX_LEARNER_EMAILS = 5;

export const learnerEmailSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  isEmailVerified: z.boolean(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type LearnerEmail = z.infer<typeof learnerEmailSchema>;

/** GET /api/user/emails. */
export const learnerEmailListSchema = z.object({ result: z.array(learnerEmailSchema) });
/** POST /api/user/emails: the address as stored now. */
export const learnerEmailAddedSchema = z.object({ message: z.string(), result: learnerEmailSchema });
/** POST /api/user/emails, DELETE /api/user/emails and POST /api/user/emails/verification. */
export const learnerEmailInputSchema = z.object({ email: emailAddressSchema });
/** POST /api/user/emails/verification/confirm. */
export const learnerEmailCodeSchema = z.object({ email: emailAddressSchema, verificationCode: verificationCodeSchema });
