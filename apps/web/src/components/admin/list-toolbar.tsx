import { Trash2 } from 'lucide-react';
import { secondaryButton } from '../button-styles';
import { ColumnChooser } from '../table/column-chooser';
import { SearchField } from '../table/search-field';

/** What a list counts, in the singular and the plural. */
export interface Noun {
  one: string;
  many: string;
}

interface ListToolbarProps {
  search: { label: string; hint: string; value: string; onChange: (value: string) => void };
  columns: readonly { key: string; header: string }[];
  visibleColumns: readonly string[];
  onColumnsChange: (visible: string[]) => void;
  checkedCount: number;
  onDeleteChecked: () => void;
  noun: Noun;
  shown: number;
  total: number;
}

/** Search, the count of shown rows, delete-checked and the column chooser above an admin list. */
export function ListToolbar({
  search,
  columns,
  visibleColumns,
  onColumnsChange,
  checkedCount,
  onDeleteChecked,
  noun,
  shown,
  total,
}: ListToolbarProps) {
  const plural = (count: number) => `${count} ${count === 1 ? noun.one : noun.many}`;
  return (
    <div className="mb-4 flex flex-wrap items-end justify-between gap-4">
      <SearchField {...search} />
      <div className="flex flex-wrap items-center gap-3">
        <p role="status" className="text-sm text-gray-700">
          {shown === total ? plural(total) : `${shown} of ${plural(total)}`}
          {checkedCount > 0 && `, ${checkedCount} checked`}
        </p>
        <button type="button" className={secondaryButton} disabled={checkedCount === 0} onClick={onDeleteChecked}>
          <Trash2 aria-hidden="true" className="h-4 w-4" />
          Delete checked
        </button>
        <ColumnChooser columns={columns} visible={visibleColumns} onChange={onColumnsChange} />
      </div>
    </div>
  );
}
