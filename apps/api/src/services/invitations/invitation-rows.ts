import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import {
  emailSchema,
  INVITATION_FLAG_NO,
  INVITATION_FLAG_YES,
  INVITATION_NAME_MAX,
  type InvitationPreviewRow,
  type TenantId,
} from '@academy/shared';
import { invitations, users } from '../../db/schema';
import type { DbOrTx } from '../audit/audit-log';
import type { CsvRow } from './invitation-csv';
import { textArrayLiteral } from '../../db/text-array';

const YES = new Set<string>(INVITATION_FLAG_YES);
const NO = new Set<string>(INVITATION_FLAG_NO);
// eslint-disable-next-line no-control-regex -- the point is to refuse them
const CONTROL = /[\u0000-\u001f\u007f]/;

function flag(row: CsvRow, column: 'pro' | 'admin' | 'author', errors: string[]): boolean {
  const value = (row.cells[column] ?? '').trim();
  if (YES.has(value.toLowerCase())) return true;
  if (!NO.has(value.toLowerCase())) errors.push(`Unknown value "${value.slice(0, 40)}" in the ${column} column: use yes or no`);
  return false;
}

function name(row: CsvRow, column: 'first_name' | 'last_name', label: string, errors: string[]): string {
  const value = (row.cells[column] ?? '').trim();
  if (value.length > INVITATION_NAME_MAX) errors.push(`${label} must be at most ${INVITATION_NAME_MAX} characters`);
  else if (CONTROL.test(value)) errors.push(`${label} must not contain control characters`);
  return value.slice(0, INVITATION_NAME_MAX);
}

const dateOf = (date: Date) => date.toISOString().slice(0, 10);

/**
 * Every row with what is wrong with it: a bad or missing address, a duplicate of an earlier row, an
 * address that is already a member (a verified account of this portal) or has a pending
 * invitation, an unknown flag value, a name too long, cells the header does not name. Two queries
 * whatever the number of rows.
 */
export async function checkInvitationRows(db: DbOrTx, tenantId: TenantId, rows: CsvRow[]): Promise<InvitationPreviewRow[]> {
  const firstLineOf = new Map<string, number>();
  const checked = rows.map((row) => {
    const errors: string[] = [];
    const typed = (row.cells.email ?? '').trim();
    const email = emailSchema.safeParse(typed);
    if (!typed) errors.push('The e-mail address is missing');
    else if (!email.success) errors.push(`"${typed.slice(0, 80)}" is not a valid e-mail address`);
    const address = email.success ? email.data : typed.toLowerCase();
    const earlier = firstLineOf.get(address);
    if (email.success && earlier !== undefined) errors.push(`The same address as line ${earlier}`);
    if (email.success && earlier === undefined) firstLineOf.set(address, row.line);
    const firstName = name(row, 'first_name', 'First name', errors);
    const lastName = name(row, 'last_name', 'Last name', errors);
    const isPro = flag(row, 'pro', errors);
    const isAdmin = flag(row, 'admin', errors);
    const isAuthor = flag(row, 'author', errors);
    if (row.extraCells > 0) errors.push(`${row.extraCells} more cell(s) than the first line names columns`);
    return { line: row.line, email: address.slice(0, 254), firstName, lastName, isPro, isAdmin, isAuthor, errors };
  });

  const addresses = textArrayLiteral([...firstLineOf.keys()]);
  const [members, pending] = await Promise.all([
    db
      .select({ login: users.login })
      .from(users)
      .where(and(eq(users.tenantId, tenantId), eq(users.emailVerified, true), sql`${users.login} = any(${addresses}::text[])`)),
    db
      .select({ email: invitations.email, expiresAt: invitations.expiresAt })
      .from(invitations)
      .where(
        and(
          eq(invitations.tenantId, tenantId),
          isNull(invitations.acceptedAt),
          isNull(invitations.revokedAt),
          gt(invitations.expiresAt, sql`now()`),
          sql`${invitations.email} = any(${addresses}::text[])`,
        ),
      ),
  ]);
  const memberSet = new Set(members.map((row) => row.login));
  const pendingUntil = new Map(pending.map((row) => [row.email, row.expiresAt]));
  for (const row of checked) {
    if (memberSet.has(row.email)) row.errors.push('Already a member of this portal');
    const until = pendingUntil.get(row.email);
    if (until && !memberSet.has(row.email)) row.errors.push(`Already invited, pending until ${dateOf(until)}: resend it from the list`);
  }
  return checked;
}

/** An invitee given as an object, read as a row of a file with every column. */
export function inviteeRow(
  invitee: { email: string; firstName: string; lastName: string; isPro: boolean; isAdmin: boolean; isAuthor: boolean },
  line: number,
): CsvRow {
  return {
    line,
    cells: {
      email: invitee.email,
      first_name: invitee.firstName,
      last_name: invitee.lastName,
      pro: invitee.isPro ? 'yes' : 'no',
      admin: invitee.isAdmin ? 'yes' : 'no',
      author: invitee.isAuthor ? 'yes' : 'no',
    },
    extraCells: 0,
  };
}
