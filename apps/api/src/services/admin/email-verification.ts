import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import {
  EMAIL_MESSAGES,
  PORTAL_BRANDS,
  VERIFICATION_CODE_LENGTH,
  VERIFICATION_CODE_TTL_MINUTES,
  VERIFICATION_MAX_ATTEMPTS,
} from '@academy/shared';
import type { Database } from '../../db/client';
import { emailVerifications, notificationEmails } from '../../db/schema';
import { HttpError } from '../../errors';
import type { Mailer } from '../mail/mailer';
import type { WindowLimiter } from '../rate-limit/window-limiter';
import { countVerificationMail } from '../mail/verification-mail-limit';
import { recordAudit, type Actor } from '../audit/audit-log';
import { findEmail, notFoundEmail, type EmailOwner, type EmailType } from './notification-emails';

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

/** What the code is for, in the mail: the portal's messages of a type, or the learner's own notifications. */
const purpose = (owner: EmailOwner, type: EmailType, email: string) =>
  owner.userId === null
    ? `Enter it on the Manage Emails page within ${VERIFICATION_CODE_TTL_MINUTES} minutes to confirm that ${email} may receive the portal's ${type} messages.`
    : `Enter it on the Manage Emails page within ${VERIFICATION_CODE_TTL_MINUTES} minutes to confirm that ${email} may receive your notifications, such as the message that you completed a course.`;

/**
 * Sends a fresh 6-digit code to the address (replacing any pending one). Requests are limited per
 * portal and address, not per row, so another type, another owner or a deleted and re-added row
 * gives no new allowance; only the code's hash is stored. `field` names where the caller sent the address.
 */
export async function requestVerification(
  { db, mailer, limiter }: VerificationDeps,
  input: { owner: EmailOwner; type: EmailType; email: string; actor: Actor; field?: string },
): Promise<{ message: string; expiresAt: string }> {
  const { owner, type, email, actor, field = 'headers.verifiableEmail' } = input;
  const { tenantId } = owner;
  const row = await findEmail(db, owner, type, email);
  if (!row) throw notFoundEmail(owner, email, type);
  if (row.verifiedAt) throw new HttpError(409, `${email} is already verified`, 'ALREADY_VERIFIED', field);
  await countVerificationMail(limiter, tenantId, row.email);
  const code = String(randomInt(0, 10 ** VERIFICATION_CODE_LENGTH)).padStart(VERIFICATION_CODE_LENGTH, '0');
  const expiresAt = new Date(Date.now() + VERIFICATION_CODE_TTL_MINUTES * 60_000);
  const values = {
    emailId: row.id,
    tenantId,
    codeHash: hashCode(row.id, code).toString('hex'),
    attempts: 0,
    expiresAt,
    createdAt: new Date(),
  };
  await db.transaction(async (tx) => {
    await tx.insert(emailVerifications).values(values).onConflictDoUpdate({ target: emailVerifications.emailId, set: values });
    if (owner.userId !== null) return;
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
    text: `Your verification code is ${code}.\n\n${purpose(owner, type, email)} If you did not expect this message, ignore it.\n`,
  });
  if (sent.status === 'failed') {
    await db.delete(emailVerifications).where(eq(emailVerifications.emailId, row.id));
    throw new HttpError(422, `The code could not be sent to ${email}; check the address and try again later`, 'MAIL_FAILED', field);
  }
  return { message: `A verification code was sent to ${email}`, expiresAt: expiresAt.toISOString() };
}

/**
 * Checks a code: right once, within its time, within its attempts. A wrong code answers
 * isEmailVerified false (decision 010); each wrong try is counted and the fifth ends the code.
 */
export async function validateVerification(
  db: Database,
  input: { owner: EmailOwner; type: EmailType; email: string; code: string; actor: Actor },
): Promise<{ isEmailVerified: boolean; message: string }> {
  const { owner, type, email, code, actor } = input;
  return db.transaction(async (tx) => {
    const row = await findEmail(tx, owner, type, email);
    if (!row) throw notFoundEmail(owner, email, type);
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
    if (owner.userId !== null) return { isEmailVerified: true, message: EMAIL_MESSAGES.verified };
    await recordAudit(tx, {
      tenantId: owner.tenantId,
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
