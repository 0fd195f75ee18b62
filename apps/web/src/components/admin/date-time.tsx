import { formatDateTime } from '../../lib/admin/format-date';

/**
 * A date in an admin table or detail: the shared format, kept on one line, as a `<time>` whose
 * machine-readable value (and tooltip) is the exact moment in UTC.
 */
export function DateTime({ value, empty = '—' }: { value: string | null | undefined; empty?: string }) {
  const text = formatDateTime(value, empty);
  if (!value || text === empty) return <span className="whitespace-nowrap">{text}</span>;
  return (
    <time dateTime={value} title={value} className="whitespace-nowrap">
      {text}
    </time>
  );
}
