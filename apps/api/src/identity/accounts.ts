import { and, eq } from 'drizzle-orm';
import type { Registration, TenantId } from '@academy/shared';
import type { Database } from '../db/client';
import { identityAccounts, users } from '../db/schema';
import { hashPassword, needsRehash, verifyAgainstDecoy, verifyPassword } from './passwords';
import { recordUserCreated } from '../services/webhooks/events';

export class EmailTakenError extends Error {
  constructor() {
    super('An account with this e-mail already exists. Sign in instead.');
  }
}

/**
 * Creates a sign-in identity of the embedded provider and its academy user in one transaction;
 * the identity id is the user's subject.
 */
export async function createAccount(
  db: Database,
  tenantId: TenantId,
  registration: Registration,
  roles: { isAdmin?: boolean; isPro?: boolean } = {},
  /** A hash of `registration.password` made already (the demo accounts share theirs across portals). */
  passwordHash?: string,
): Promise<string> {
  passwordHash ??= await hashPassword(registration.password);
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: identityAccounts.id })
      .from(identityAccounts)
      .where(and(eq(identityAccounts.tenantId, tenantId), eq(identityAccounts.email, registration.email)));
    if (existing) throw new EmailTakenError();
    const [identity] = await tx
      .insert(identityAccounts)
      .values({ tenantId, email: registration.email, passwordHash, firstName: registration.firstName, lastName: registration.lastName })
      .returning({ id: identityAccounts.id });
    const [user] = await tx
      .insert(users)
      .values({
        tenantId,
        subject: identity.id,
        login: registration.email,
        firstName: registration.firstName,
        lastName: registration.lastName,
        isAdmin: roles.isAdmin ?? false,
        isPro: roles.isPro ?? false,
      })
      .returning();
    await recordUserCreated(tx, user);
    return identity.id;
  });
}

/**
 * The account a sign-in names, when the password is right. An unknown e-mail costs a decoy hash, so
 * the answer takes as long either way. A hash made with older parameters is replaced by one at
 * today's cost, only if it is still the hash that was checked (a password changed meanwhile stays).
 */
export async function signInAccount(
  db: Database,
  tenantId: TenantId,
  email: string,
  password: string,
): Promise<{ id: string } | undefined> {
  const [account] = await db
    .select({ id: identityAccounts.id, passwordHash: identityAccounts.passwordHash })
    .from(identityAccounts)
    .where(and(eq(identityAccounts.tenantId, tenantId), eq(identityAccounts.email, email)));
  if (!account) {
    await verifyAgainstDecoy(password);
    return undefined;
  }
  if (!(await verifyPassword(password, account.passwordHash))) return undefined;
  if (needsRehash(account.passwordHash))
    await db
      .update(identityAccounts)
      .set({ passwordHash: await hashPassword(password) })
      .where(and(eq(identityAccounts.id, account.id), eq(identityAccounts.passwordHash, account.passwordHash)));
  return { id: account.id };
}

/** What the sign-in page says to the owner of a deactivated account, once the password or passkey is right (decision 050). */
export const DEACTIVATED_SIGN_IN = "This account is deactivated. Ask the academy's administrators if you need it again.";

/** Whether an administrator deactivated the academy user of this sign-in account. */
export async function isDeactivated(db: Database, tenantId: TenantId, accountId: string): Promise<boolean> {
  const [user] = await db
    .select({ deactivatedAt: users.deactivatedAt })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.subject, accountId)));
  return !!user?.deactivatedAt;
}
