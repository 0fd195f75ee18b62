import { useState, type FormEvent } from 'react';
import { Search } from 'lucide-react';
import { auditActionLabel, type AuditQuery } from '@academy/shared';
import { secondaryButton } from '../../../components/button-styles';

export type AuditFilterValues = Pick<AuditQuery, 'actor' | 'action' | 'from' | 'to'>;

interface AuditFiltersProps {
  actions: readonly string[];
  onApply: (filters: AuditFilterValues) => void;
}

const field = 'mt-1 block w-full rounded-lg border border-gray-400 bg-white px-3 py-2 text-gray-900';
const label = 'block text-sm font-semibold text-gray-900';

/** Actor, action and a date range, applied together; an empty field means any. */
export function AuditFilters({ actions, onApply }: AuditFiltersProps) {
  const [draft, setDraft] = useState({ actor: '', action: '', from: '', to: '' });
  const set = (name: keyof typeof draft) => (event: { target: { value: string } }) =>
    setDraft((current) => ({ ...current, [name]: event.target.value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { actor, action, from, to } = draft;
    onApply({ actor: actor.trim() || undefined, action: action || undefined, from: from || undefined, to: to || undefined });
  };
  return (
    <form
      role="search"
      aria-label="Filter the audit log"
      onSubmit={submit}
      className="grid gap-4 sm:grid-cols-2 lg:grid-cols-[2fr_2fr_1fr_1fr_auto] lg:items-end"
    >
      <div>
        <label htmlFor="audit-actor" className={label}>
          Actor
        </label>
        <input
          id="audit-actor"
          type="search"
          value={draft.actor}
          onChange={set('actor')}
          className={field}
          aria-describedby="audit-actor-hint"
        />
        <p id="audit-actor-hint" className="mt-1 text-xs text-gray-600">
          An e-mail or a token name.
        </p>
      </div>
      <div>
        <label htmlFor="audit-action" className={label}>
          Action
        </label>
        <select id="audit-action" value={draft.action} onChange={set('action')} className={field}>
          <option value="">All actions</option>
          {actions.map((action) => (
            <option key={action} value={action}>
              {auditActionLabel(action)}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="audit-from" className={label}>
          From
        </label>
        <input id="audit-from" type="date" value={draft.from} onChange={set('from')} className={field} />
      </div>
      <div>
        <label htmlFor="audit-to" className={label}>
          To
        </label>
        <input id="audit-to" type="date" value={draft.to} min={draft.from || undefined} onChange={set('to')} className={field} />
      </div>
      <button type="submit" className={secondaryButton}>
        <Search aria-hidden="true" className="h-4 w-4" />
        Apply
      </button>
    </form>
  );
}
