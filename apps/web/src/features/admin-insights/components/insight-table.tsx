import type { ReactNode } from 'react';

export interface Column<T> {
  header: string;
  cell: (row: T) => ReactNode;
  numeric?: boolean;
}

const th = 'px-3 py-2 text-left text-xs font-bold uppercase tracking-wide text-gray-700';
const td = 'px-3 py-2 text-sm text-gray-800';

/** The numbers behind a chart as a table: the chart's accessible alternative, scrolling sideways on phones. */
export function InsightTable<T>({
  caption,
  columns,
  rows,
  rowKey,
}: {
  caption: string;
  columns: Column<T>[];
  rows: T[];
  rowKey: (row: T) => string;
}) {
  return (
    <div
      role="region"
      aria-label={`${caption}, as a table`}
      tabIndex={0}
      className="mt-3 max-h-96 overflow-auto rounded-card border border-gray-200"
    >
      <table className="w-full border-collapse">
        <caption className="sr-only">{caption}</caption>
        <thead className="sticky top-0 border-b border-gray-200 bg-gray-50">
          <tr>
            {columns.map((column) => (
              <th key={column.header} scope="col" className={`${th} ${column.numeric ? 'text-right' : ''}`}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-200">
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((column) => (
                <td key={column.header} className={`${td} ${column.numeric ? 'text-right tabular-nums whitespace-nowrap' : ''}`}>
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
