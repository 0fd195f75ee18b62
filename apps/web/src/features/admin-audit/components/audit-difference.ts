import { formatDateTime } from '../../../lib/admin/format-date';

export interface FieldChange {
  field: string;
  before: string;
  after: string;
}

/** Field names the records use, as an administrator reads them; any other reads as its words ("actionText": "Action text"). */
const FIELD_NAMES: Record<string, string> = {
  isAdmin: 'Administrator',
  isPro: 'Pro',
  login: 'E-mail',
  email: 'E-mail',
  actionUrl: 'Link',
  startsAt: 'Starts',
  endsAt: 'Ends',
  expiresAt: 'Expires',
  revokedAt: 'Revoked',
  handledAt: 'Handled',
  tenantId: 'Portal',
};

const fieldName = (field: string) =>
  FIELD_NAMES[field] ??
  field
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/^./, (first) => first.toUpperCase())
    .replace(/ [A-Z]/g, (word) => word.toLowerCase());

const ISO_MOMENT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** A recorded value as text: yes/no, dates in the admin format, lists joined, nothing as a dash. */
function valueText(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'string') return ISO_MOMENT.test(value) ? formatDateTime(value, value) : value;
  if (Array.isArray(value)) return value.length === 0 ? '—' : value.map(valueText).join(', ');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

const asRecord = (value: unknown): Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/** Fields that only identify the record, not what changed in it. */
const UNCHANGING = new Set(['id', 'createdAt', 'updatedAt']);

/**
 * What an entry changed, field by field: for an update the fields whose value differs, for a
 * creation every field it was created with (before "—"), for a deletion every field it had.
 */
export function auditDifference(before: unknown, after: unknown): FieldChange[] {
  const old = asRecord(before);
  const now = asRecord(after);
  const fields = [...new Set([...Object.keys(old), ...Object.keys(now)])].filter((field) => !UNCHANGING.has(field));
  return fields
    .map((field) => ({ field: fieldName(field), before: valueText(old[field]), after: valueText(now[field]) }))
    .filter((change) => change.before !== change.after);
}
