import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { PORTAL_BRANDS, type InvitationPreviewRow, type TenantId } from '@academy/shared';
import type { Database } from '../../db/client';
import { invitations, users } from '../../db/schema';
import { badRequest, forbidden } from '../../errors';
import { recordAudit, type Actor, type DbOrTx } from '../audit/audit-log';
import type { Mailer, OutgoingMail } from '../mail/mailer';
import { textArrayLiteral } from '../../db/text-array';
import type { CsvRow } from './invitation-csv';
import { checkInvitationRows } from './invitation-rows';
import { hashInvitationToken, invitationLink, newInvitationToken } from './invitation-token';

export interface InvitationDeps {
  db: Database;
  mailer: Mailer;
}

export interface InvitationSettings {
  /** The portal's public origin from configuration: the links name it. */
  origin: string;
  validDays: number;
}

export type InvitingAdmin = Actor & { userId: string };

/**
 * The caller passed the route's admin check before the transaction; another admin may have removed
 * their right since, as the Users screen's grant checks too. Locks the row until the commit.
 */
export async function assertStillAdmin(tx: DbOrTx, tenantId: TenantId, userId: string) {
  const [row] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.id, userId), eq(users.isAdmin, true), eq(users.emailVerified, true)))
    .for('update');
  if (!row) throw forbidden('Only administrators can do this');
}

/** Sends of one portal wait for each other, so two cannot invite the same address at once. */
export const lockPortalInvitations = (tx: DbOrTx, tenantId: TenantId) =>
  tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`invitations:${tenantId}`}))`);

const RIGHT_NAMES = [
  ['isPro', 'a pro learner'],
  ['isAdmin', 'an administrator'],
  ['isAuthor', 'an author'],
] as const;

/** The rights the mail names: " as a pro learner, an administrator and an author", or nothing. */
const rightsOf = (row: { isPro: boolean; isAdmin: boolean; isAuthor: boolean }) => {
  const names = RIGHT_NAMES.filter(([right]) => row[right]).map(([, name]) => name);
  if (names.length === 0) return '';
  return ` as ${names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`}`;
};

export function invitationMail(
  tenantId: TenantId,
  invitee: { email: string; firstName: string | null; isPro: boolean; isAdmin: boolean; isAuthor: boolean },
  from: string,
  link: string,
  validDays: number,
): OutgoingMail {
  const brand = PORTAL_BRANDS[tenantId].academyName;
  return {
    tenantId,
    // Like a code or a reset link, the link belongs to its recipient alone: the outbox masks it (decision 043).
    kind: 'verification',
    to: [invitee.email],
    subject: `${brand}: you are invited`,
    text:
      `${invitee.firstName ? `Hello ${invitee.firstName},\n\n` : ''}${from} invited you to ${brand}${rightsOf(invitee)}. ` +
      `To create your account, open this link within ${validDays} days:\n\n${link}\n\n` +
      `You choose your password there and are signed in at once; the link works once. If you did not expect this, ignore ` +
      `this message: no account is made without the link.\n`,
  };
}

/**
 * Sends every row or none: the rows are checked again inside one transaction (the preview may be
 * stale), then the invitations, their mails (queued in the outbox) and one audit entry commit
 * together. Delivery starts after the commit, in the background.
 */
export async function sendInvitations(
  deps: InvitationDeps,
  tenantId: TenantId,
  rows: CsvRow[],
  actor: InvitingAdmin,
  settings: InvitationSettings,
  source: 'csv' | 'list',
) {
  const batchId = randomUUID();
  const expiresAt = new Date(Date.now() + settings.validDays * 86_400_000);
  const result = await deps.db.transaction(async (tx) => {
    await lockPortalInvitations(tx, tenantId);
    await assertStillAdmin(tx, tenantId, actor.userId);
    const checked = await checkInvitationRows(tx, tenantId, rows);
    const refused = checked.filter((row) => row.errors.length > 0);
    if (refused.length > 0) throw badRequest(refusal(refused, checked.length, source), source === 'csv' ? 'csv' : 'invitees');
    const tokens = checked.map(() => newInvitationToken());
    const mailIds = await deps.mailer.queue(
      tx,
      checked.map((row, index) =>
        invitationMail(tenantId, row, actor.label, invitationLink(settings.origin, tokens[index]), settings.validDays),
      ),
    );
    const column = (pick: (row: InvitationPreviewRow, index: number) => string | null) => textArrayLiteral(checked.map(pick));
    // One statement for every row: each column is one array parameter, zipped by unnest.
    await tx.execute(sql`
      insert into ${invitations} (tenant_id, batch_id, email, first_name, last_name, is_pro, is_admin, is_author, token_hash, invited_by, expires_at, mail_id)
      select ${tenantId}, ${batchId}::uuid, unnest(${column((row) => row.email)}::text[]),
        unnest(${column((row) => row.firstName || null)}::text[]), unnest(${column((row) => row.lastName || null)}::text[]),
        unnest(${column((row) => String(row.isPro))}::boolean[]), unnest(${column((row) => String(row.isAdmin))}::boolean[]),
        unnest(${column((row) => String(row.isAuthor))}::boolean[]),
        unnest(${column((_row, index) => hashInvitationToken(tokens[index]))}::text[]), ${actor.userId}::uuid, ${expiresAt.toISOString()}::timestamptz,
        unnest(${textArrayLiteral(mailIds)}::uuid[])`);
    await recordAudit(tx, {
      tenantId,
      actor,
      action: 'invitation.send',
      entityType: 'invitation-batch',
      entityId: batchId,
      after: {
        count: checked.length,
        withPro: checked.filter((row) => row.isPro).length,
        withAdmin: checked.filter((row) => row.isAdmin).length,
        withAuthor: checked.filter((row) => row.isAuthor).length,
        expiresAt: expiresAt.toISOString(),
        from: source,
        ...(checked.length === 1 ? { email: checked[0].email } : {}),
      },
    });
    return { count: checked.length, first: checked[0].email };
  });
  deps.mailer.deliverQueued();
  const message =
    result.count === 1 ? `An invitation was sent to ${result.first}` : `${result.count.toLocaleString('en')} invitations were sent`;
  return { message, sent: result.count, batchId, expiresAt: expiresAt.toISOString() };
}

function refusal(refused: InvitationPreviewRow[], total: number, source: 'csv' | 'list') {
  const first = refused[0];
  const where = total === 1 ? '' : source === 'csv' ? `Line ${first.line}: ` : `${first.email}: `;
  const counted =
    total === 1 ? '' : `${refused.length.toLocaleString('en')} of ${total.toLocaleString('en')} rows have errors, so nothing was sent. `;
  const rest = refused.length > 1 ? ` (and ${refused.length - 1} more row(s) with errors; preview them to see them all)` : '';
  return `${counted}${where}${first.errors[0]}${rest}`;
}
