import { createHash, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, isNull } from 'drizzle-orm';
import {
  PORTAL_BRANDS,
  VERIFICATION_CODE_LENGTH,
  VERIFICATION_CODE_TTL_MINUTES,
  VERIFICATION_MAX_ATTEMPTS,
  type TenantId,
} from '@academy/shared';
import type { Database } from '../../db/client';
import { accountVerifications, identityAccounts, users } from '../../db/schema';
import { HttpError } from '../../errors';
import type { Mailer } from '../mail/mailer';
import { countVerificationMail } from '../mail/verification-mail-limit';
import type { WindowLimiter } from '../rate-limit/window-limiter';

export interface AccountMailDeps {
  db: Database;
  mailer: Mailer;
  limiter: WindowLimiter;
}

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export const newCode = () => String(randomInt(0, 10 ** VERIFICATION_CODE_LENGTH)).padStart(VERIFICATION_CODE_LENGTH, '0');

/** Salted with the row id, so a code confirms only the attempt it was mailed for. */
const hashAccountCode = (verificationId: string, code: string) => createHash('sha256').update(`account:${verificationId}:${code}`).digest();

const codeExpiry = () => new Date(Date.now() + VERIFICATION_CODE_TTL_MINUTES * 60_000);

/** A row for a new code; `pending` carries a sign-up's password and name for an unverified account. */
export function pendingCode(
  accountId: string,
  tenantId: TenantId,
  code: string,
  pending: { passwordHash: string; firstName: string; lastName: string } | null = null,
) {
  const id = randomUUID();
  return {
    id,
    accountId,
    tenantId,
    codeHash: hashAccountCode(id, code).toString('hex'),
    pendingPasswordHash: pending?.passwordHash ?? null,
    pendingFirstName: pending?.firstName ?? null,
    pendingLastName: pending?.lastName ?? null,
    expiresAt: codeExpiry(),
  };
}

export function codeMail(tenantId: TenantId, email: string, code: string) {
  const brand = PORTAL_BRANDS[tenantId].academyName;
  return {
    tenantId,
    kind: 'verification' as const,
    to: [email],
    subject: `${brand}: your code to confirm your e-mail`,
    text:
      `Your code is ${code}.\n\n` +
      `Enter it within ${VERIFICATION_CODE_TTL_MINUTES} minutes to confirm that ${email} is yours and finish setting up your ${brand} account. ` +
      `If you did not ask for this, ignore this message: without the code nobody can use this address as theirs.\n`,
  };
}

export type CodeProblem = 'wrong' | 'expired' | 'exhausted';

/** Why a code did not confirm, in words for the person who typed it. */
export const CODE_PROBLEMS: Record<CodeProblem, string> = {
  wrong: 'The code is not right. Check the latest message we sent, or ask for a new code.',
  expired: 'The code has expired. Ask for a new code.',
  exhausted: 'Too many wrong codes. Ask for a new code.',
};

/**
 * Checks one pending code: right once, in time, within its attempts. When right, the account is
 * verified and takes the sign-up's password and name if the row carries them; every other pending
 * code of the account ends. A missing row reads as a wrong code, so nothing tells rows apart.
 */
export async function confirmCode(
  tx: Transaction,
  row: typeof accountVerifications.$inferSelect | undefined,
  code: string,
): Promise<{ accountId: string; passwordReplaced: boolean } | { problem: CodeProblem }> {
  if (!row) return { problem: 'wrong' };
  if (row.expiresAt.getTime() <= Date.now()) {
    await tx.delete(accountVerifications).where(eq(accountVerifications.id, row.id));
    return { problem: 'expired' };
  }
  if (!timingSafeEqual(hashAccountCode(row.id, code), Buffer.from(row.codeHash, 'hex'))) {
    const attempts = row.attempts + 1;
    if (attempts >= VERIFICATION_MAX_ATTEMPTS) {
      await tx.delete(accountVerifications).where(eq(accountVerifications.id, row.id));
      return { problem: 'exhausted' };
    }
    await tx.update(accountVerifications).set({ attempts }).where(eq(accountVerifications.id, row.id));
    return { problem: 'wrong' };
  }
  const names =
    row.pendingFirstName !== null && row.pendingLastName !== null ? { firstName: row.pendingFirstName, lastName: row.pendingLastName } : {};
  const password = row.pendingPasswordHash !== null ? { passwordHash: row.pendingPasswordHash } : {};
  const now = new Date();
  await tx.delete(accountVerifications).where(eq(accountVerifications.accountId, row.accountId));
  await tx
    .update(identityAccounts)
    .set({ ...names, ...password, updatedAt: now })
    .where(eq(identityAccounts.id, row.accountId));
  await tx
    .update(users)
    .set({ ...names, emailVerified: true, updatedAt: now })
    .where(and(eq(users.tenantId, row.tenantId), eq(users.subject, row.accountId)));
  return { accountId: row.accountId, passwordReplaced: row.pendingPasswordHash !== null };
}

/** The sign-up page's code: it confirms only the attempt that page started (`verificationId`). */
export async function confirmSignUpCode(db: Database, tenantId: TenantId, verificationId: string, code: string) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(accountVerifications)
      .where(and(eq(accountVerifications.id, verificationId), eq(accountVerifications.tenantId, tenantId)))
      .for('update');
    return confirmCode(tx, row, code);
  });
}

/** The embedded identity behind a signed-in user, or a 400 when an external provider manages it. */
async function embeddedIdentity(db: Database, tenantId: TenantId, subject: string) {
  const [identity] = await db
    .select()
    .from(identityAccounts)
    .where(and(eq(identityAccounts.tenantId, tenantId), eq(identityAccounts.id, subject)));
  if (!identity) throw new HttpError(400, 'Your e-mail address is managed by your identity provider', 'BAD_REQUEST');
  return identity;
}

/**
 * The signed-in web app's "send a new code": replaces the account's own pending code (not a
 * sign-up's, which only that sign-up's page can confirm) and mails it, within the address's limits.
 */
export async function resendAccountCode(
  { db, mailer, limiter }: AccountMailDeps,
  user: { tenantId: string; subject: string; emailVerified: boolean },
): Promise<{ message: string }> {
  const tenantId = user.tenantId as TenantId;
  if (user.emailVerified) throw new HttpError(409, 'Your e-mail address is already verified', 'ALREADY_VERIFIED');
  const identity = await embeddedIdentity(db, tenantId, user.subject);
  await countVerificationMail(limiter, tenantId, identity.email);
  const code = newCode();
  await db.transaction(async (tx) => {
    await tx
      .delete(accountVerifications)
      .where(and(eq(accountVerifications.accountId, identity.id), isNull(accountVerifications.pendingPasswordHash)));
    await tx.insert(accountVerifications).values(pendingCode(identity.id, tenantId, code));
  });
  const sent = await mailer.send(codeMail(tenantId, identity.email, code));
  if (sent.status === 'failed') {
    throw new HttpError(422, `The code could not be sent to ${identity.email}; try again later`, 'MAIL_FAILED');
  }
  return { message: `A new code was sent to ${identity.email}` };
}

/** The signed-in web app's code: it confirms the account's own pending code. */
export async function confirmAccountCode(db: Database, user: { tenantId: string; subject: string; emailVerified: boolean }, code: string) {
  if (user.emailVerified) throw new HttpError(409, 'Your e-mail address is already verified', 'ALREADY_VERIFIED');
  const identity = await embeddedIdentity(db, user.tenantId as TenantId, user.subject);
  const outcome = await db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(accountVerifications)
      .where(and(eq(accountVerifications.accountId, identity.id), isNull(accountVerifications.pendingPasswordHash)))
      .orderBy(desc(accountVerifications.createdAt))
      .limit(1)
      .for('update');
    return confirmCode(tx, row, code);
  });
  if ('problem' in outcome) throw new HttpError(400, CODE_PROBLEMS[outcome.problem], 'WRONG_CODE', 'body.verificationCode');
}
