import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { PORTAL_BRANDS, type Registration, type TenantId } from '@academy/shared';
import { accountVerifications, identityAccounts, users } from '../../db/schema';
import { hashPassword } from '../../identity/passwords';
import { countVerificationMail } from '../mail/verification-mail-limit';
import { codeMail, newCode, pendingCode, type AccountMailDeps } from './account-verification';
import { recordUserCreated } from '../webhooks/events';

/**
 * A sign-up through the embedded provider. The answer is the same whether the address is new or
 * taken, and costs the same (one password hash, one transaction, one mail), so the sign-up page
 * tells nobody which addresses have accounts:
 * - a new address gets an unverified account and a code;
 * - an address whose account is still unverified gets a code that, entered on this sign-up's page,
 *   gives the account this sign-up's password and name (someone may have registered it first);
 * - a verified address gets a message telling its owner that someone tried to sign up with it.
 * `verificationId` names the attempt for the code page; for a verified address it names nothing.
 */
export async function signUp(deps: AccountMailDeps, tenantId: TenantId, registration: Registration): Promise<{ verificationId: string }> {
  const { db, mailer, limiter } = deps;
  await countVerificationMail(limiter, tenantId, registration.email);
  const passwordHash = await hashPassword(registration.password);
  const code = newCode();
  const outcome = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(identityAccounts)
      .values({ tenantId, email: registration.email, passwordHash, firstName: registration.firstName, lastName: registration.lastName })
      .onConflictDoNothing()
      .returning({ id: identityAccounts.id });
    if (created) {
      const [user] = await tx
        .insert(users)
        .values({
          tenantId,
          subject: created.id,
          login: registration.email,
          firstName: registration.firstName,
          lastName: registration.lastName,
          emailVerified: false,
        })
        .returning();
      await recordUserCreated(tx, user);
      const row = pendingCode(created.id, tenantId, code);
      await tx.insert(accountVerifications).values(row);
      return { verificationId: row.id, sendCode: true };
    }
    const [existing] = await tx
      .select({ id: identityAccounts.id, emailVerified: users.emailVerified })
      .from(identityAccounts)
      .leftJoin(users, and(eq(users.tenantId, identityAccounts.tenantId), eq(users.subject, sql`${identityAccounts.id}::text`)))
      .where(and(eq(identityAccounts.tenantId, tenantId), eq(identityAccounts.email, registration.email)));
    if (existing?.emailVerified === false) {
      const row = pendingCode(existing.id, tenantId, code, {
        passwordHash,
        firstName: registration.firstName,
        lastName: registration.lastName,
      });
      await tx.insert(accountVerifications).values(row);
      return { verificationId: row.id, sendCode: true };
    }
    return { verificationId: randomUUID(), sendCode: false };
  });
  // A failed delivery is not told either: the person can start again, or ask for a new code once signed in.
  await mailer.send(outcome.sendCode ? codeMail(tenantId, registration.email, code) : takenNotice(tenantId, registration.email));
  return { verificationId: outcome.verificationId };
}

function takenNotice(tenantId: TenantId, email: string) {
  const brand = PORTAL_BRANDS[tenantId].academyName;
  return {
    tenantId,
    kind: 'verification' as const,
    to: [email],
    subject: `${brand}: someone tried to sign up with your address`,
    text:
      `Someone asked to create a ${brand} account for ${email}, which already has one.\n\n` +
      `If it was you, sign in with your password instead. If it was not, you need not do anything: your account is unchanged ` +
      `and nobody was told that it exists.\n`,
  };
}
