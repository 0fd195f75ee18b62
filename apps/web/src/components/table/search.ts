import { formatDateTime } from '../../lib/admin/format-date';

const ISO_MOMENT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/**
 * How a field of a row reads for search: text, numbers, lists item by item, and a date both as
 * stored and as the tables show it ("5 Jan 2026, 14:05"), so what the admin sees is what matches.
 */
function searchableText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.map(searchableText).join(' ');
  const text = String(value);
  return ISO_MOMENT.test(text) ? `${text} ${formatDateTime(text, '')}` : text;
}

/**
 * Spec section 5: a case-insensitive substring search over the named fields. Returns a new list
 * and leaves the rows untouched, so checked flags kept elsewhere survive the search.
 */
export function searchRows<T>(rows: readonly T[], query: string, fields: readonly (keyof T)[]): T[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return [...rows];
  return rows.filter((row) => fields.some((field) => searchableText(row[field]).toLowerCase().includes(needle)));
}
