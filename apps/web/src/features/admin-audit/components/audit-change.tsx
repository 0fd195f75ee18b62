import type { AuditEntry } from '@academy/shared';
import { auditDifference } from './audit-difference';

/** An entry's difference as a list of "field: before → after", read the same by a screen reader ("changed from … to …"). */
export function AuditChange({ entry }: { entry: AuditEntry }) {
  const changes = auditDifference(entry.before, entry.after);
  if (changes.length === 0) return <span className="text-gray-600">No field changed</span>;
  return (
    <ul className="space-y-1 text-sm">
      {changes.map((change) => (
        <li key={change.field} className="break-words">
          <span className="font-semibold">{change.field}:</span> <span className="sr-only">changed from </span>
          <span className={change.before === '—' ? 'text-gray-600' : 'text-gray-700 line-through decoration-gray-400'}>
            {change.before}
          </span>
          <span aria-hidden="true"> → </span>
          <span className="sr-only">to </span>
          <span className="text-gray-900">{change.after}</span>
        </li>
      ))}
    </ul>
  );
}
