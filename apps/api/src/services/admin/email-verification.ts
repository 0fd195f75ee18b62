import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import {
  EMAIL_MESSAGES,
  PORTAL_BRANDS,
  VERIFICATION_CODE_LENGTH,
  VERIFICATION_CODE_TTL_MINUTES,
  VERIFICATION_MAX_ATTEMPTS,
  type NotificationEmailType,
  type TenantId,
} from '@academy/shared';
import type { Database } from '../../db/client';
import { emailVerifications, notificationEmails } from '../../db/schema';
import { HttpError } from '../../errors';
import type { Mailer } from '../mail/mailer';
import type { WindowLimiter } from '../rate-limit/window-limiter';
import { countVerificationMail } from '../mail/verification-mail-limit';
import { recordAudit, type Actor } from '../audit/audit-log';
import { findEmail, notFoundEmail } from './notification-emails';

/** Why a code did not verify; every message starts with the spec's 'Invalid Code'. */
const INVALID = {
  wrong: EMAIL_MESSAGES.invalidCode,
  none: `${EMAIL_MESSAGES.invalidCode}. There is no pending code for this address: request a new one.`,
  expired: `${EMAIL_MESSAGES.invalidCode}. The code has expired: request a new one.`,
  exhausted: `${EMAIL_MESSAGES.invalidCode}. Too many wrong codes: request a new one.`,
} as const;

/** Salted with the address id so the same code for two addresses never hashes alike. */
const hashCode = (emailId: string, code: string) => createHash('sha256').update(`${emailId}:${code}`).digest();

interface VerificationDeps {
  db: Database;
  mailer: Mailer;
  limiter: WindowLimiter;
}

/**
 * Sends a fresh 6-digit code to the address (replacing any pending one). Requests are limited per
 * portal and address, not per row, so another type or a deleted and re-added row gives no new
 * allowance; only the code's hash is stored.
 */
export async function requestVerification(
  { db, mailer, limiter }: VerificationDeps,
  input: { tenantId: TenantId; type: NotificationEmailType; email: string; actor: Actor },
): Promise<{ message: string; expiresAt: string }> {
  const { tenantId, type, email, actor } = input;
  const row = await findEmail(db, tenantId, type, email);
  if (!row) throw notFoundEmail(email, type);
  if (row.verifiedAt) throw new HttpError(409, `${email} is already verified`, 'ALREADY_VERIFIED', 'headers.verifiableEmail');
  await countVerificationMail(limiter, tenantId, row.email);
  const code = String(randomInt(0, 10 ** VERIFICATION_CODE_LENGTH)).padStart(VERIFICATION_CODE_LENGTH, '0');
  const expiresAt = new Date(Date.now() + VERIFICATION_CODE_TTL_MINUTES * 60_000);
  const values = { emailId: row.id, tenantId, codeHash: hashCode(row.id, code).toString('hex'), attempts: 0, expiresAt, createdAt: new Date() };
  await db.transaction(async (tx) => {
    await tx.insert(emailVerifications).values(values).onConflictDoUpdate({ target: emailVerifications.emailId, set: values });
    await recordAudit(tx, {
      tenantId,
      actor,
      action: 'email.verification-request',
      entityType: 'notification-email',
      entityId: row.id,
      after: { email, type, expiresAt: expiresAt.toISOString() },
    });
  });
  const sent = await mailer.send({
    tenantId,
    kind: 'verification',
    to: [email],
    subject: `${PORTAL_BRANDS[tenantId].academyName}: your verification code`,
    text:
      `Your verification code is ${code}.\n\n` +
      `Enter it on the Manage Emails page within ${VERIFICATION_CODE_TTL_MINUTES} minutes to confirm that ${email} ` +
      `may receive the portal's ${type} messages. If you did not expect this message, ignore it.\n`,
  });
  if (sent.status === 'failed') {
    await db.delete(emailVerifications).where(eq(emailVerifications.emailId, row.id));
    throw new HttpError(422, `The code could not be sent to ${email}; check the address and try again later`, 'MAIL_FAILED', 'headers.verifiableEmail');
  }
  return { message: `A verification code was sent to ${email}`, expiresAt: expiresAt.toISOString() };
}

/**
 * Checks a code: right once, within its time, within its attempts. A wrong code answers
 * isEmailVerified false (decision 010); each wrong try is counted and the fifth ends the code.
 */
export async function validateVerification(
  db: Database,
  input: { tenantId: TenantId; type: NotificationEmailType; email: string; code: string; actor: Actor },
): Promise<{ isEmailVerified: boolean; message: string }> {
  const { tenantId, type, email, code, actor } = input;
  return db.transaction(async (tx) => {
    const row = await findEmail(tx, tenantId, type, email);
    if (!row) throw notFoundEmail(email, type);
    const [pending] = await tx.select().from(emailVerifications).where(eq(emailVerifications.emailId, row.id)).for('update');
    const invalid = (message: string) => ({ isEmailVerified: false, message });
    if (!pending) return invalid(INVALID.none);
    const end = () => tx.delete(emailVerifications).where(eq(emailVerifications.emailId, row.id));
    if (pending.expiresAt.getTime() <= Date.now()) {
      await end();
      return invalid(INVALID.expired);
    }
    if (!timingSafeEqual(hashCode(row.id, code), Buffer.from(pending.codeHash, 'hex'))) {
      const attempts = pending.attempts + 1;
      if (attempts >= VERIFICATION_MAX_ATTEMPTS) {
        await end();
        return invalid(INVALID.exhausted);
      }
      await tx.update(emailVerifications).set({ attempts }).where(eq(emailVerifications.emailId, row.id));
      return invalid(INVALID.wrong);
    }
    await end();
    await tx.update(notificationEmails).set({ verifiedAt: new Date(), updatedAt: new Date() }).where(eq(notificationEmails.id, row.id));
    await recordAudit(tx, {
      tenantId,
      actor,
      action: 'email.verify',
      entityType: 'notification-email',
      entityId: row.id,
      before: { email, type, isEmailVerified: row.verifiedAt !== null },
      after: { email, type, isEmailVerified: true },
    });
    return { isEmailVerified: true, message: EMAIL_MESSAGES.verified };
  });
}
