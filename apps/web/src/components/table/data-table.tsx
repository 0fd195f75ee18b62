import type { ReactNode } from 'react';
import { allChecked, someChecked, toggleAll, toggleOne, type Selection } from './selection';

export interface TableColumn<T> {
  key: string;
  header: string;
  cell: (row: T) => ReactNode;
}

interface DataTableProps<T> {
  label: string;
  columns: readonly TableColumn<T>[];
  visibleColumns: readonly string[];
  rows: readonly T[];
  getRowId: (row: T) => string;
  /** Names the row for its checkbox and actions ("Select <name>"). */
  rowName: (row: T) => string;
  selection?: { selected: Selection; onChange: (selected: Selection) => void };
  actions?: (row: T) => ReactNode;
  empty: ReactNode;
  /** Replaces a column's plain header, e.g. with a sort button. */
  renderHeader?: (column: TableColumn<T>) => ReactNode;
  sortFor?: (column: TableColumn<T>) => 'ascending' | 'descending' | undefined;
}

/**
 * A table with optional checkbox selection (one, all shown, none) and a chosen set of columns. It
 * scrolls sideways inside a focusable region on narrow screens instead of widening the page; the
 * region is positioned, so visually hidden labels (absolutely placed) stay inside it too.
 */
export function DataTable<T>({
  label,
  columns,
  visibleColumns,
  rows,
  getRowId,
  rowName,
  selection,
  actions,
  empty,
  renderHeader,
  sortFor,
}: DataTableProps<T>) {
  const shown = columns.filter((column) => visibleColumns.includes(column.key));
  const ids = rows.map(getRowId);
  const everyChecked = selection ? allChecked(selection.selected, ids) : false;
  const partly = selection ? !everyChecked && someChecked(selection.selected, ids) : false;
  const cellClass = 'px-3 py-2.5 align-top';

  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      className="relative overflow-x-auto rounded-card border border-gray-200 bg-white focus-visible:outline-3"
    >
      <table className="min-w-full text-left text-sm text-gray-800">
        <thead className="border-b border-gray-200 bg-gray-50 text-xs font-bold tracking-wide text-gray-700 uppercase">
          <tr>
            {selection && (
              <th scope="col" className={`${cellClass} w-10`}>
                <input
                  type="checkbox"
                  aria-label="Select all"
                  className="h-4 w-4 accent-brand"
                  checked={everyChecked}
                  ref={(input) => {
                    if (input) input.indeterminate = partly;
                  }}
                  disabled={rows.length === 0}
                  onChange={() => selection.onChange(toggleAll(selection.selected, ids))}
                />
              </th>
            )}
            {shown.map((column) => (
              <th key={column.key} scope="col" aria-sort={sortFor?.(column)} className={`${cellClass} whitespace-nowrap`}>
                {renderHeader ? renderHeader(column) : column.header}
              </th>
            ))}
            {actions && (
              <th scope="col" className={cellClass}>
                <span className="sr-only">Actions</span>
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 && (
            <tr>
              <td colSpan={shown.length + (selection ? 1 : 0) + (actions ? 1 : 0)} className="px-3 py-8 text-center text-gray-600">
                {empty}
              </td>
            </tr>
          )}
          {rows.map((row) => {
            const id = getRowId(row);
            const checked = selection?.selected.has(id) ?? false;
            return (
              <tr
                key={id}
                data-testid="table-row"
                className={`border-b border-gray-100 last:border-b-0 ${checked ? 'bg-brand-soft/60' : ''}`}
              >
                {selection && (
                  <td className={cellClass}>
                    <input
                      type="checkbox"
                      aria-label={`Select ${rowName(row)}`}
                      className="h-4 w-4 accent-brand"
                      checked={checked}
                      onChange={() => selection.onChange(toggleOne(selection.selected, id))}
                    />
                  </td>
                )}
                {shown.map((column) => (
                  <td key={column.key} className={cellClass}>
                    {column.cell(row)}
                  </td>
                ))}
                {actions && <td className={`${cellClass} whitespace-nowrap text-right`}>{actions(row)}</td>}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
