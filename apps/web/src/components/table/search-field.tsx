import { useId } from 'react';
import { Search } from 'lucide-react';

interface SearchFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Names what is searched, e.g. "message, level, author". */
  hint?: string;
}

/** A labelled search box for filtering a list as one types. */
export function SearchField({ label, value, onChange, hint }: SearchFieldProps) {
  const id = useId();
  return (
    <div className="min-w-0 flex-1 sm:max-w-sm">
      <label htmlFor={id} className="text-sm font-semibold text-gray-900">
        {label}
      </label>
      <div className="relative mt-1">
        <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-gray-500" />
        <input
          id={id}
          type="search"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-describedby={hint ? `${id}-hint` : undefined}
          className="block w-full rounded-lg border border-gray-400 bg-white py-2 pr-3 pl-9 text-gray-900"
        />
      </div>
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-gray-600">
          {hint}
        </p>
      )}
    </div>
  );
}
