import type { AuditEntry } from '@academy/shared';

const COLUMNS = ['createdAt', 'actor', 'action', 'entityType', 'entityId', 'before', 'after'] as const;

/**
 * One CSV cell: quoted when it holds a comma, quote or line break; a value a spreadsheet would run
 * as a formula (= + - @, tab, carriage return first) is prefixed with an apostrophe.
 */
export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? '' : typeof value === 'string' ? value : JSON.stringify(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The audit entries as RFC 4180 CSV with a header row. */
export function auditCsv(entries: AuditEntry[]): string {
  const lines = [COLUMNS.join(','), ...entries.map((entry) => COLUMNS.map((column) => csvCell(entry[column])).join(','))];
  return `${lines.join('\r\n')}\r\n`;
}
