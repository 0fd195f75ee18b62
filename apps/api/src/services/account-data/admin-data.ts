import { randomBytes } from 'node:crypto';
import { and, desc, eq, inArray, or } from 'drizzle-orm';
import { alerts, auditLog, certificates, personalAccessTokens, topicRequests } from '../../db/schema';
import type { DbOrTx } from '../audit/audit-log';
import { revokeTokensCreatedBy } from '../tokens/personal-access-tokens';
import { DELETED_ACCOUNT_LABEL, type DataOwner, type PersonalDataSource } from './data-owner';
import { invitationsTo } from './invitation-data';
import { ownerAddresses } from './owner-addresses';

const iso = (date: Date | null) => date?.toISOString() ?? null;
const actorOfOwner = ({ user }: DataOwner) => ({
  userId: user.id,
  tokenId: null,
  label: user.login,
  firstName: user.firstName || user.login,
});

export const tokenData: PersonalDataSource = {
  section: 'personalAccessTokens',
  tables: ['personal_access_tokens'],
  onDeletion: 'revoked at once (the revocation is audited); the rows stay without their creator',
  async export(db, { tenantId, user }) {
    const rows = await db
      .select()
      .from(personalAccessTokens)
      .where(and(eq(personalAccessTokens.tenantId, tenantId), eq(personalAccessTokens.createdBy, user.id)))
      .orderBy(personalAccessTokens.createdAt);
    return rows.map((row) => ({
      name: row.name,
      abilities: row.abilities,
      createdAt: iso(row.createdAt),
      expiresAt: iso(row.expiresAt),
      lastUsedAt: iso(row.lastUsedAt),
      revokedAt: iso(row.revokedAt),
    }));
  },
  async erase(tx, owner) {
    await revokeTokensCreatedBy(tx, owner.tenantId, owner.user.id, actorOfOwner(owner));
    await tx
      .update(personalAccessTokens)
      .set({ createdBy: null })
      .where(and(eq(personalAccessTokens.tenantId, owner.tenantId), eq(personalAccessTokens.createdBy, owner.user.id)));
  },
};

/** The alerts whose last saved version the owner wrote (the audit log says who saved them). */
async function alertsWrittenBy(db: DbOrTx, { tenantId, user }: DataOwner) {
  const saves = await db
    .select({ alertId: auditLog.entityId })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.tenantId, tenantId),
        eq(auditLog.actorUserId, user.id),
        eq(auditLog.entityType, 'alert'),
        inArray(auditLog.action, ['alert.create', 'alert.update']),
      ),
    );
  const ids = [...new Set(saves.map((save) => save.alertId))];
  if (ids.length === 0) return [];
  const rows = await db
    .select()
    .from(alerts)
    .where(and(eq(alerts.tenantId, tenantId), inArray(alerts.id, ids)))
    .orderBy(alerts.createdAt);
  return rows.filter((row) => row.authorFirstName === (user.firstName || user.login));
}

export const alertAuthorData: PersonalDataSource = {
  section: 'alertsWritten',
  tables: ['alerts'],
  onDeletion: `kept (they are the portal's announcements), signed "${DELETED_ACCOUNT_LABEL}" instead of the first name`,
  async export(db, owner) {
    return (await alertsWrittenBy(db, owner)).map((row) => ({
      id: row.id,
      message: row.message,
      level: row.level,
      createdAt: iso(row.createdAt),
    }));
  },
  async erase(tx, owner) {
    const ids = (await alertsWrittenBy(tx, owner)).map((row) => row.id);
    if (ids.length > 0) await tx.update(alerts).set({ authorFirstName: DELETED_ACCOUNT_LABEL }).where(inArray(alerts.id, ids));
  },
};

/**
 * Replaces the person's addresses and mentions (names, the texts they wrote) inside an audit
 * snapshot; everything else stays as recorded.
 */
function scrubbed(value: unknown, person: { addresses: string[]; mentions: string[] }, pseudonym: string): unknown {
  if (typeof value === 'string') {
    const lower = value.toLowerCase();
    return person.addresses.includes(lower) || person.mentions.includes(value) ? pseudonym : value;
  }
  if (Array.isArray(value)) return value.map((item) => scrubbed(item, person, pseudonym));
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, scrubbed(item, person, pseudonym)]));
  return value;
}

const learnerNameIn = (snapshot: unknown) =>
  snapshot && typeof snapshot === 'object' && 'learnerName' in snapshot ? snapshot.learnerName : undefined;

export const auditData: PersonalDataSource = {
  section: 'adminActions',
  tables: ['audit_log'],
  onDeletion:
    'kept as the record of what administrators did (12 months), with the actor and every mention of the account (its addresses, names, certificates and the topics it asked for) replaced by a pseudonym ("deleted account" and a random tag)',
  async export(db, { tenantId, user }) {
    const rows = await db
      .select({ action: auditLog.action, entityType: auditLog.entityType, entityId: auditLog.entityId, createdAt: auditLog.createdAt })
      .from(auditLog)
      .where(and(eq(auditLog.tenantId, tenantId), eq(auditLog.actorUserId, user.id)))
      .orderBy(desc(auditLog.createdAt));
    return rows.map((row) => ({ ...row, createdAt: iso(row.createdAt) }));
  },
  // Runs before the owner's certificates, topic requests and notification addresses are erased: it
  // finds the entries about them, and the addresses to scrub, through those rows.
  async erase(tx, owner) {
    const { tenantId, user } = owner;
    const pseudonym = `${DELETED_ACCOUNT_LABEL} ${randomBytes(4).toString('hex')}`;
    const ownCertificates = await tx
      .select({ id: certificates.id, learnerName: certificates.learnerName })
      .from(certificates)
      .where(and(eq(certificates.tenantId, tenantId), eq(certificates.userId, user.id)));
    const ownRequests = await tx
      .select({ id: topicRequests.id, topic: topicRequests.topic, details: topicRequests.details })
      .from(topicRequests)
      .where(and(eq(topicRequests.tenantId, tenantId), eq(topicRequests.userId, user.id)));
    const ownInvitations = await invitationsTo(tx, owner);
    const person = {
      addresses: await ownerAddresses(tx, owner),
      mentions: [
        user.firstName,
        user.lastName,
        `${user.firstName} ${user.lastName}`,
        ...ownRequests.flatMap((row) => [row.topic, row.details]),
      ].filter((text) => text.trim().length > 1),
    };
    const about = (entityType: string, ids: string[]) =>
      ids.length > 0 ? [and(eq(auditLog.entityType, entityType), inArray(auditLog.entityId, ids))] : [];
    const rows = await tx
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.tenantId, tenantId),
          or(
            eq(auditLog.actorUserId, user.id),
            and(eq(auditLog.entityType, 'user'), eq(auditLog.entityId, user.id)),
            ...about(
              'certificate',
              ownCertificates.map((row) => row.id),
            ),
            ...about(
              'topic-request',
              ownRequests.map((row) => row.id),
            ),
            ...about(
              'invitation',
              ownInvitations.map((row) => row.id),
            ),
            ...about('invitation-batch', [...new Set(ownInvitations.map((row) => row.batchId))]),
          ),
        ),
      );
    // The names certificates were issued to, and those an admin corrected them from or to (certificate.rename).
    const ownIds = new Set(ownCertificates.map((row) => row.id));
    const issuedNames = [
      ...ownCertificates.map((row) => row.learnerName),
      ...rows
        .filter((row) => row.entityType === 'certificate' && ownIds.has(row.entityId))
        .flatMap((row) => [learnerNameIn(row.before), learnerNameIn(row.after)]),
    ];
    person.mentions.push(...issuedNames.filter((name): name is string => typeof name === 'string' && name.trim().length > 1));
    for (const row of rows) {
      const byOwner = row.actorUserId === user.id;
      await tx
        .update(auditLog)
        .set({
          actorUserId: byOwner ? null : row.actorUserId,
          actorLabel: byOwner ? pseudonym : row.actorLabel,
          before: scrubbed(row.before, person, pseudonym),
          after: scrubbed(row.after, person, pseudonym),
        })
        .where(eq(auditLog.id, row.id));
    }
  },
};
