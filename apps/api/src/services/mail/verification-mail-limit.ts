import { VERIFICATION_REQUESTS_PER_DAY, VERIFICATION_REQUESTS_PER_HOUR, type TenantId } from '@academy/shared';
import type { WindowLimiter } from '../rate-limit/window-limiter';

/**
 * Every verification code and password reset link the product mails (sign-up, notification
 * addresses, "Forgot password?") counts against the receiving address in its portal, whatever row
 * or form asked for it: 5 an hour and 10 a day. The counters live in the database, so every replica
 * refuses the same request.
 */
export const VERIFICATION_MAIL_RULES = [
  { bucket: 'verification-mail:hour', limit: VERIFICATION_REQUESTS_PER_HOUR, windowSeconds: 3_600 },
  { bucket: 'verification-mail:day', limit: VERIFICATION_REQUESTS_PER_DAY, windowSeconds: 86_400 },
] as const;

export const verificationMailKey = (tenantId: TenantId, email: string) => `${tenantId}:${email.trim().toLowerCase()}`;

/** Counts one code for the address; throws the 429 envelope error past either limit. */
export async function countVerificationMail(limiter: WindowLimiter, tenantId: TenantId, email: string): Promise<void> {
  for (const rule of VERIFICATION_MAIL_RULES) await limiter.hit(rule, verificationMailKey(tenantId, email));
}
