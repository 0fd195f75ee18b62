import { useId, useState, type FormEvent } from 'react';
import { Search } from 'lucide-react';
import { ADMIN_SEARCH_MAX } from '@academy/shared';
import { secondaryButton } from '../button-styles';

interface ListSearchProps {
  label: string;
  /** Names what is searched, e.g. "Addresses, subject or text." */
  hint: string;
  /** The search the list shows now (from the address). */
  value: string;
  onSearch: (text: string) => void;
}

/**
 * The search of a list the server searches: sent with Enter or the button, not on every key, so
 * typing costs no requests. Keyed by the value it shows, it follows the address back and forth.
 */
export function ListSearch(props: ListSearchProps) {
  return <ListSearchForm key={props.value} {...props} />;
}

function ListSearchForm({ label, hint, value, onSearch }: ListSearchProps) {
  const [draft, setDraft] = useState(value);
  const id = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(draft.trim());
  };
  return (
    <form role="search" aria-label={label} onSubmit={submit} className="w-full min-w-0 sm:max-w-md">
      <label htmlFor={id} className="text-sm font-semibold text-gray-900">
        {label}
      </label>
      <div className="mt-1 flex gap-2">
        <input
          id={id}
          type="search"
          value={draft}
          maxLength={ADMIN_SEARCH_MAX}
          onChange={(event) => setDraft(event.target.value)}
          aria-describedby={`${id}-hint`}
          className="block min-w-0 flex-1 rounded-lg border border-gray-400 bg-white px-3 py-2 text-gray-900"
        />
        <button type="submit" className={secondaryButton}>
          <Search aria-hidden="true" className="h-4 w-4" />
          Search
        </button>
      </div>
      <p id={`${id}-hint`} className="mt-1 text-xs text-gray-600">
        {hint}
      </p>
    </form>
  );
}
