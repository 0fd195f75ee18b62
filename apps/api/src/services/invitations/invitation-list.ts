import { aliasedTable, and, count, desc, eq, ilike, isNull, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  INVITATION_STATUSES,
  MAIL_STATUSES,
  type Invitation,
  type InvitationStatus,
  type invitationQuerySchema,
  type MailStatus,
  type TenantId,
} from '@academy/shared';
import type { Database } from '../../db/client';
import { invitations, mailMessages, users } from '../../db/schema';
import { HttpError, notFound } from '../../errors';
import { recordAudit, type DbOrTx } from '../audit/audit-log';
import { likePattern } from '../sql/like-pattern';
import {
  assertStillAdmin,
  invitationMail,
  lockPortalInvitations,
  type InvitationDeps,
  type InvitationSettings,
  type InvitingAdmin,
} from './send-invitations';
import { hashInvitationToken, invitationLink, newInvitationToken } from './invitation-token';

type InvitationFilter = z.output<typeof invitationQuerySchema>;

const inviter = aliasedTable(users, 'inviter');

/** A verified account of the portal has the invitation's address: it joined another way. */
const joined = sql`exists (select 1 from ${users} where ${users.tenantId} = ${invitations.tenantId} and ${users.login} = ${invitations.email} and ${users.emailVerified})`;

/** The status, worked out when read: revoked and accepted are recorded, the rest follow from the clock and the members. */
const statusSql = sql<InvitationStatus>`case when ${invitations.revokedAt} is not null then 'revoked' when ${invitations.acceptedAt} is not null then 'accepted' when ${joined} then 'joined' when ${invitations.expiresAt} <= now() then 'expired' else 'pending' end`;

const iso = (date: Date | null) => date?.toISOString() ?? null;

const columns = {
  row: invitations,
  status: statusSql,
  invitedBy: inviter.login,
  mailStatus: mailMessages.status,
};

type Row = { row: typeof invitations.$inferSelect; status: InvitationStatus; invitedBy: string | null; mailStatus: MailStatus | null };

function present({ row, status, invitedBy, mailStatus }: Row): Invitation {
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    isPro: row.isPro,
    isAdmin: row.isAdmin,
    isAuthor: row.isAuthor,
    status,
    invitedBy,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    lastSentAt: row.lastSentAt.toISOString(),
    sentCount: row.sentCount,
    acceptedAt: iso(row.acceptedAt),
    revokedAt: iso(row.revokedAt),
    mailStatus,
  };
}

const selectInvitations = (db: DbOrTx) =>
  db
    .select(columns)
    .from(invitations)
    .leftJoin(inviter, eq(inviter.id, invitations.invitedBy))
    .leftJoin(mailMessages, eq(mailMessages.id, invitations.mailId));

/** One page of the portal's invitations, newest first, with the count per status and how far the pending ones' mail went out. */
export async function listInvitations(db: DbOrTx, tenantId: TenantId, filter: InvitationFilter) {
  const pattern = filter.q ? likePattern(filter.q) : undefined;
  const where = and(
    eq(invitations.tenantId, tenantId),
    pattern
      ? or(ilike(invitations.email, pattern), ilike(invitations.firstName, pattern), ilike(invitations.lastName, pattern))
      : undefined,
    filter.status ? sql`${statusSql} = ${filter.status}` : undefined,
  );
  const [rows, [{ total }], byStatus, delivery] = await Promise.all([
    selectInvitations(db)
      .where(where)
      .orderBy(desc(invitations.createdAt), desc(invitations.id))
      .limit(filter.pageSize)
      .offset(filter.pageNumber * filter.pageSize),
    db.select({ total: count() }).from(invitations).where(where),
    db.select({ status: statusSql, total: count() }).from(invitations).where(eq(invitations.tenantId, tenantId)).groupBy(statusSql),
    db
      .select({ status: mailMessages.status, total: count() })
      .from(invitations)
      .innerJoin(mailMessages, eq(mailMessages.id, invitations.mailId))
      .where(
        and(
          eq(invitations.tenantId, tenantId),
          isNull(invitations.acceptedAt),
          isNull(invitations.revokedAt),
          sql`${invitations.expiresAt} > now()`,
        ),
      )
      .groupBy(mailMessages.status),
  ]);
  return {
    result: { content: (rows as Row[]).map(present), totalElements: total, pageNumber: filter.pageNumber, pageSize: filter.pageSize },
    counts: Object.fromEntries(
      INVITATION_STATUSES.map((status) => [status, byStatus.find((row) => row.status === status)?.total ?? 0]),
    ) as Record<InvitationStatus, number>,
    delivery: Object.fromEntries(
      MAIL_STATUSES.map((status) => [status, delivery.find((row) => row.status === status)?.total ?? 0]),
    ) as Record<MailStatus, number>,
  };
}

async function lockedInvitation(tx: DbOrTx, tenantId: TenantId, id: string): Promise<Row> {
  const [row] = await selectInvitations(tx)
    .where(and(eq(invitations.tenantId, tenantId), eq(invitations.id, id)))
    .for('update', { of: invitations });
  if (!row) throw notFound('This invitation does not exist in this portal');
  return row as Row;
}

const STILL_OPEN = new Set<InvitationStatus>(['pending', 'expired']);
const closed = (status: InvitationStatus, verb: string) =>
  new HttpError(
    409,
    status === 'joined'
      ? `This address joined on its own; grant rights in Users instead of trying to ${verb} the invitation`
      : `This invitation was ${status} and cannot be ${verb === 'resend' ? 'sent again' : 'revoked'}`,
    'INVITATION_CLOSED',
  );

/**
 * Sends a pending or expired invitation again with a new link (the old one stops working) and a new
 * expiry; the resending admin becomes the inviter, whose right the acceptance checks.
 */
export async function resendInvitation(
  deps: InvitationDeps,
  tenantId: TenantId,
  id: string,
  actor: InvitingAdmin,
  settings: InvitationSettings,
) {
  const answer = await deps.db.transaction(async (tx) => {
    await lockPortalInvitations(tx, tenantId);
    await assertStillAdmin(tx, tenantId, actor.userId);
    const current = await lockedInvitation(tx, tenantId, id);
    if (!STILL_OPEN.has(current.status)) throw closed(current.status, 'resend');
    const token = newInvitationToken();
    const expiresAt = new Date(Date.now() + settings.validDays * 86_400_000);
    const [mailId] = await deps.mailer.queue(tx, [
      invitationMail(tenantId, current.row, actor.label, invitationLink(settings.origin, token), settings.validDays),
    ]);
    await tx
      .update(invitations)
      .set({
        tokenHash: hashInvitationToken(token),
        expiresAt,
        mailId,
        invitedBy: actor.userId,
        lastSentAt: new Date(),
        sentCount: current.row.sentCount + 1,
      })
      .where(eq(invitations.id, id));
    await recordAudit(tx, {
      tenantId,
      actor,
      action: 'invitation.resend',
      entityType: 'invitation',
      entityId: id,
      before: { email: current.row.email, status: current.status, expiresAt: current.row.expiresAt.toISOString() },
      after: { email: current.row.email, status: 'pending', expiresAt: expiresAt.toISOString() },
    });
    return lockedInvitation(tx, tenantId, id);
  });
  deps.mailer.deliverQueued();
  return present(answer);
}

/** Ends a pending or expired invitation: its link answers as an unknown one from now on. */
export async function revokeInvitation(db: Database, tenantId: TenantId, id: string, actor: InvitingAdmin) {
  return db.transaction(async (tx) => {
    await assertStillAdmin(tx, tenantId, actor.userId);
    const current = await lockedInvitation(tx, tenantId, id);
    if (!STILL_OPEN.has(current.status)) throw closed(current.status, 'revoke');
    await tx.update(invitations).set({ revokedAt: new Date() }).where(eq(invitations.id, id));
    await recordAudit(tx, {
      tenantId,
      actor,
      action: 'invitation.revoke',
      entityType: 'invitation',
      entityId: id,
      before: { email: current.row.email, status: current.status },
      after: { email: current.row.email, status: 'revoked' },
    });
    return present(await lockedInvitation(tx, tenantId, id));
  });
}
