import { and, count, eq, inArray } from 'drizzle-orm';
import { invitations } from '../../db/schema';
import type { DbOrTx } from '../audit/audit-log';
import type { DataOwner, PersonalDataSource } from './data-owner';
import { ownerAddresses } from './owner-addresses';

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** The invitations sent to one of the owner's addresses (decision 051). */
export async function invitationsTo(db: DbOrTx, owner: DataOwner) {
  const addresses = await ownerAddresses(db, owner);
  if (addresses.length === 0) return [];
  return db
    .select()
    .from(invitations)
    .where(and(eq(invitations.tenantId, owner.tenantId), inArray(invitations.email, addresses)))
    .orderBy(invitations.createdAt);
}

export const invitationData: PersonalDataSource = {
  section: 'invitations',
  tables: ['invitations'],
  onDeletion: 'removed: the invitations sent to the account; those it sent as an administrator stay, without their sender',
  async export(db, owner) {
    const [sent] = await db
      .select({ total: count() })
      .from(invitations)
      .where(and(eq(invitations.tenantId, owner.tenantId), eq(invitations.invitedBy, owner.user.id)));
    const received = (await invitationsTo(db, owner)).map((row) => ({
      email: row.email,
      firstName: row.firstName,
      lastName: row.lastName,
      isPro: row.isPro,
      isAdmin: row.isAdmin,
      isAuthor: row.isAuthor,
      createdAt: iso(row.createdAt),
      expiresAt: iso(row.expiresAt),
      acceptedAt: iso(row.acceptedAt),
      revokedAt: iso(row.revokedAt),
    }));
    return { received, sentAsAdministrator: sent.total };
  },
  async erase(tx, owner) {
    const ids = (await invitationsTo(tx, owner)).map((row) => row.id);
    if (ids.length > 0) await tx.delete(invitations).where(inArray(invitations.id, ids));
    await tx
      .update(invitations)
      .set({ invitedBy: null })
      .where(and(eq(invitations.tenantId, owner.tenantId), eq(invitations.invitedBy, owner.user.id)));
  },
};
