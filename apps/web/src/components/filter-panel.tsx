import { useId, useState } from 'react';
import type { FilterCategory } from '@academy/shared';
import { SlidersHorizontal, X } from 'lucide-react';
import { isOptionChecked, type FilterEntry } from '../lib/filters';
import { quietButton } from './button-styles';

export interface FilterPanelProps {
  categories: readonly FilterCategory[];
  entries: readonly FilterEntry[];
  onToggle: (category: string, option: string, checked: boolean) => void;
  onClear: () => void;
}

/** Checkbox groups per category with the number of items behind each option. */
export function FilterPanel({ categories, entries, onToggle, onClear }: FilterPanelProps) {
  const [openOnPhone, setOpenOnPhone] = useState(false);
  const panelId = useId();
  const activeCount = entries.reduce((sum, entry) => sum + entry.options.length, 0);
  return (
    <aside aria-label="Filters" className="rounded-card border border-gray-200 bg-white p-4">
      <div className="flex items-center justify-between gap-2">
        <h2 className="flex items-center gap-2 text-base font-bold text-gray-900">
          <SlidersHorizontal aria-hidden="true" className="h-4 w-4" />
          Filter
        </h2>
        <div className="flex items-center gap-1">
          {activeCount > 0 && (
            <button type="button" onClick={onClear} className={quietButton}>
              <X aria-hidden="true" className="h-4 w-4" />
              Clear all
            </button>
          )}
          <button
            type="button"
            className={`${quietButton} desk:hidden`}
            aria-expanded={openOnPhone}
            aria-controls={panelId}
            onClick={() => setOpenOnPhone((open) => !open)}
          >
            {openOnPhone ? 'Hide filters' : `Show filters${activeCount ? ` (${activeCount})` : ''}`}
          </button>
        </div>
      </div>
      <div id={panelId} className={`${openOnPhone ? 'block' : 'hidden'} desk:block`}>
        {categories.map((category) => (
          <fieldset key={category.categoryName} className="mt-4">
            <legend className="mb-2 text-sm font-semibold uppercase tracking-wide text-gray-600">{category.label}</legend>
            <ul className="space-y-1">
              {category.options.map((option) => {
                const checked = isOptionChecked(entries, category.categoryName, option.key);
                return (
                  <li key={option.key}>
                    <label className="flex cursor-pointer items-center gap-2.5 rounded-md px-1.5 py-1 text-sm text-gray-800 hover:bg-brand-soft">
                      <input
                        type="checkbox"
                        name={category.categoryName}
                        value={option.key}
                        checked={checked}
                        onChange={(event) => onToggle(category.categoryName, option.key, event.target.checked)}
                        className="h-4 w-4 accent-brand"
                      />
                      <span className="flex-1">{option.name}</span>
                      <span className="rounded-full bg-gray-100 px-2 text-xs font-semibold text-gray-700">{option.count}</span>
                    </label>
                  </li>
                );
              })}
            </ul>
          </fieldset>
        ))}
      </div>
    </aside>
  );
}
