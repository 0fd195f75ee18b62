import { and, eq } from 'drizzle-orm';
import { identityAccounts, notificationEmails } from '../../db/schema';
import type { DbOrTx } from '../audit/audit-log';
import type { DataOwner } from './data-owner';

/** Embedded accounts are keyed by uuid; an external provider's subject is any text and has none here. */
export const isUuid = (value: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);

/** The embedded provider's account behind the user, or null (another provider signs them in). */
export async function identityAccountOf(db: DbOrTx, { tenantId, user }: DataOwner) {
  if (!isUuid(user.subject)) return null;
  const [account] = await db
    .select()
    .from(identityAccounts)
    .where(and(eq(identityAccounts.tenantId, tenantId), eq(identityAccounts.id, user.subject)));
  return account ?? null;
}

/** Every e-mail address that is the owner's: the login, the sign-in address and their own notification addresses. */
export async function ownerAddresses(db: DbOrTx, owner: DataOwner): Promise<string[]> {
  const account = await identityAccountOf(db, owner);
  const own = await db
    .select({ email: notificationEmails.email })
    .from(notificationEmails)
    .where(and(eq(notificationEmails.tenantId, owner.tenantId), eq(notificationEmails.userId, owner.user.id)));
  const addresses = [owner.user.login, account?.email, ...own.map((row) => row.email)].filter(
    (address): address is string => !!address?.includes('@'),
  );
  return [...new Set(addresses.map((address) => address.toLowerCase()))];
}

/** Whether a text names one of the addresses as a whole address (not as the tail of a longer one). */
export function mentionsAny(text: string | null, addresses: string[]): boolean {
  if (!text) return false;
  const lower = text.toLowerCase();
  return addresses.some((address) => {
    for (let at = lower.indexOf(address); at !== -1; at = lower.indexOf(address, at + 1)) {
      const before = lower[at - 1] ?? ' ';
      const after = lower[at + address.length] ?? ' ';
      if (!/[a-z0-9._%+-]/.test(before) && !/[a-z0-9-]/.test(after)) return true;
    }
    return false;
  });
}
