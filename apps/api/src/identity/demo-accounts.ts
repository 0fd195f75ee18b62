import { and, eq } from 'drizzle-orm';
import { TENANTS, type TenantId } from '@academy/shared';
import type { Database } from '../db/client';
import { identityAccounts } from '../db/schema';
import { createAccount } from './accounts';
import { hashPassword, verifyPassword } from './passwords';

/** Known accounts for trying the product; the README names them and production refuses them. */
export const DEMO_ACCOUNTS = [
  { role: 'admin', local: 'admin', password: 'academy-admin', firstName: 'Avery', lastName: 'Admin', isAdmin: true, isPro: true },
  { role: 'pro learner', local: 'pro', password: 'academy-pro-learner', firstName: 'Parker', lastName: 'Pro', isAdmin: false, isPro: true },
  {
    role: 'free learner',
    local: 'learner',
    password: 'academy-learner',
    firstName: 'Frankie',
    lastName: 'Free',
    isAdmin: false,
    isPro: false,
  },
] as const;

export const demoEmail = (local: string, tenantId: TenantId) => `${local}@${tenantId}.academy.test`;

/**
 * Creates the demo accounts that are missing; returns the ones created, for printing once. A role's
 * published password is hashed once for the three portals: at today's scrypt cost each hash takes a
 * few hundred milliseconds, and a shared salt hides nothing about a password the README prints.
 */
export async function seedDemoAccounts(db: Database): Promise<{ tenantId: TenantId; role: string; email: string; password: string }[]> {
  const created = [];
  const hashes = new Map<string, Promise<string>>();
  for (const tenantId of TENANTS) {
    for (const account of DEMO_ACCOUNTS) {
      const email = demoEmail(account.local, tenantId);
      const [existing] = await db
        .select({ id: identityAccounts.id })
        .from(identityAccounts)
        .where(and(eq(identityAccounts.tenantId, tenantId), eq(identityAccounts.email, email)));
      if (existing) continue;
      if (!hashes.has(account.password)) hashes.set(account.password, hashPassword(account.password));
      const registration = { email, password: account.password, firstName: account.firstName, lastName: account.lastName };
      await createAccount(db, tenantId, registration, account, await hashes.get(account.password));
      created.push({ tenantId, role: account.role, email, password: account.password });
    }
  }
  return created;
}

/** In production no account may still sign in with a published demo password. */
export async function findDemoPasswordsInUse(db: Database): Promise<string[]> {
  const found: string[] = [];
  for (const tenantId of TENANTS) {
    for (const account of DEMO_ACCOUNTS) {
      const email = demoEmail(account.local, tenantId);
      const [row] = await db
        .select()
        .from(identityAccounts)
        .where(and(eq(identityAccounts.tenantId, tenantId), eq(identityAccounts.email, email)));
      if (row && (await verifyPassword(account.password, row.passwordHash))) found.push(email);
    }
  }
  return found;
}
