import { useId, type ReactNode } from 'react';

/** A labelled select of an admin list's filters. */
export function FilterSelect({
  label,
  value,
  onChange,
  children,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-gray-900">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="mt-1 block w-full rounded-lg border border-gray-400 bg-white px-3 py-2 text-gray-900 sm:w-48"
      >
        {children}
      </select>
    </div>
  );
}
