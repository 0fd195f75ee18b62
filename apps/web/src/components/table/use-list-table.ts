import { useMemo, useState } from 'react';
import { searchRows } from './search';
import { emptySelection, keepExisting, type Selection } from './selection';

interface ListTableOptions<T> {
  getRowId: (row: T) => string;
  searchFields: readonly (keyof T)[];
  columnKeys: readonly string[];
}

/**
 * The client-side state of an admin list: search text, the rows it shows, checked rows (kept across
 * searches, forgotten once a row is gone) and the visible columns. `selected` is what Delete checked
 * acts on: only the checked rows the search shows (decision 021), never one the admin cannot see.
 */
export function useListTable<T>(rows: readonly T[], { getRowId, searchFields, columnKeys }: ListTableOptions<T>) {
  const [query, setQuery] = useState('');
  const [checked, setChecked] = useState<Selection>(emptySelection);
  const [visibleColumns, setVisibleColumns] = useState<string[]>(() => [...columnKeys]);
  const shown = useMemo(() => searchRows(rows, query, searchFields), [rows, query, searchFields]);
  const kept = keepExisting(checked, rows.map(getRowId));
  const selected = keepExisting(kept, shown.map(getRowId));

  return {
    query,
    setQuery,
    shown,
    checked: kept,
    selected,
    setSelected: setChecked,
    visibleColumns,
    setVisibleColumns,
  };
}

export type ListTable<T> = ReturnType<typeof useListTable<T>>;
