import { and, eq } from 'drizzle-orm';
import { TENANTS } from '@academy/shared';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { HttpError } from '../../errors';
import { DEMO_ACCOUNTS, demoEmail } from '../../identity/demo-accounts';
import type { DataOwner } from './data-owner';
import { ERASING_ORDER } from './personal-data';

const isDemoAccount = (login: string) =>
  TENANTS.some((tenantId) => DEMO_ACCOUNTS.some((account) => demoEmail(account.local, tenantId) === login.toLowerCase()));

/**
 * Deletes the user's account and erases or anonymises every kind of personal data (ERASING_ORDER),
 * all in one transaction: either everything goes or nothing does. Refused, changing nothing, when
 * the confirmation is not the user's login, for the shared demo accounts, and for the portal's last
 * administrator (who would leave the portal without one). The admin rows are locked first, as for
 * a removed right, so two administrators deleting themselves at once cannot both pass the check.
 */
export async function deleteAccount(db: Database, owner: DataOwner, confirmation: string): Promise<void> {
  const { tenantId, user } = owner;
  if (confirmation.trim().toLowerCase() !== user.login.toLowerCase()) {
    throw new HttpError(400, `Type ${user.login} exactly to confirm`, 'CONFIRMATION_MISMATCH', 'confirmation');
  }
  if (isDemoAccount(user.login)) {
    throw new HttpError(409, 'The demo accounts are shared by everyone trying the academy and cannot be deleted', 'DEMO_ACCOUNT');
  }
  await db.transaction(async (tx) => {
    const admins = await tx
      .select({ id: users.id, emailVerified: users.emailVerified, deactivatedAt: users.deactivatedAt })
      .from(users)
      .where(and(eq(users.tenantId, tenantId), eq(users.isAdmin, true)))
      .orderBy(users.id)
      .for('update');
    // A deactivated administrator cannot sign in, so does not keep the portal administered (decision 050).
    const effectiveAdmins = admins.filter((admin) => admin.emailVerified && !admin.deactivatedAt);
    if (effectiveAdmins.length === 1 && effectiveAdmins[0].id === user.id) {
      throw new HttpError(409, 'You are the only administrator of this portal: make another user an administrator first', 'LAST_ADMIN');
    }
    for (const source of ERASING_ORDER) await source.erase(tx, owner);
  });
}
