import { useState } from 'react';
import { Columns3 } from 'lucide-react';
import { HoverDropdown } from '../hover-dropdown';
import { toggleColumn } from './columns';

interface ColumnChooserProps {
  columns: readonly { key: string; header: string }[];
  visible: readonly string[];
  onChange: (visible: string[]) => void;
}

/** Shows and hides table columns; the last visible column stays, with the spec's message. */
export function ColumnChooser({ columns, visible, onChange }: ColumnChooserProps) {
  const [error, setError] = useState<string | null>(null);
  const order = columns.map((column) => column.key);
  return (
    <HoverDropdown label="Columns" icon={<Columns3 aria-hidden="true" className="h-4 w-4" />}>
      <fieldset>
        <legend className="text-sm font-bold text-gray-900">Visible columns</legend>
        <ul className="mt-2 space-y-1">
          {columns.map((column) => (
            <li key={column.key}>
              <label className="flex cursor-pointer items-center gap-2 rounded-md px-1 py-1 text-sm text-gray-800 hover:bg-gray-50">
                <input
                  type="checkbox"
                  className="h-4 w-4 accent-brand"
                  checked={visible.includes(column.key)}
                  onChange={() => {
                    const result = toggleColumn(order, visible, column.key);
                    setError(result.error);
                    if (!result.error) onChange(result.visible);
                  }}
                />
                {column.header}
              </label>
            </li>
          ))}
        </ul>
        <p role="status" className="mt-2 text-sm font-medium text-red-700 empty:hidden">
          {error}
        </p>
      </fieldset>
    </HoverDropdown>
  );
}
