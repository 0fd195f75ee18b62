import type { ReactNode } from 'react';
import { DataTable, type TableColumn } from '../table/data-table';
import type { ListTable } from '../table/use-list-table';
import { ListToolbar, type Noun } from './list-toolbar';

interface CheckableListProps<T> {
  /** The accessible name of the table. */
  label: string;
  table: ListTable<T>;
  columns: readonly TableColumn<T>[];
  total: number;
  getRowId: (row: T) => string;
  rowName: (row: T) => string;
  search: { label: string; hint: string };
  noun: Noun;
  onDeleteChecked: () => void;
  actions: (row: T) => ReactNode;
}

/** An admin list held in the browser: the toolbar (search, count, delete checked, columns) over a table with checkable rows. */
export function CheckableList<T>({
  label,
  table,
  columns,
  total,
  getRowId,
  rowName,
  search,
  noun,
  onDeleteChecked,
  actions,
}: CheckableListProps<T>) {
  return (
    <>
      <ListToolbar
        search={{ ...search, value: table.query, onChange: table.setQuery }}
        columns={columns}
        visibleColumns={table.visibleColumns}
        onColumnsChange={table.setVisibleColumns}
        checkedCount={table.selected.size}
        onDeleteChecked={onDeleteChecked}
        noun={noun}
        shown={table.shown.length}
        total={total}
      />
      <DataTable
        label={label}
        columns={columns}
        visibleColumns={table.visibleColumns}
        rows={table.shown}
        getRowId={getRowId}
        rowName={rowName}
        selection={{ selected: table.checked, onChange: table.setSelected }}
        empty={table.query.trim() ? `No ${noun.one} matches the search.` : `No ${noun.many} yet.`}
        actions={actions}
      />
    </>
  );
}
