import { useId, useState } from 'react';
import type { SearchResults } from '@academy/shared';
import { SlidersHorizontal, X } from 'lucide-react';
import { quietButton } from '../../../components/button-styles';
import { KIND_LABELS } from './search-kinds';

export type FacetName = 'type' | 'topic' | 'level';
export type FacetSelection = Partial<Record<FacetName, string>>;

const GROUPS: { name: FacetName; label: string; text: (value: string) => string }[] = [
  { name: 'type', label: 'Type', text: (value) => KIND_LABELS[value as keyof typeof KIND_LABELS]?.many ?? value },
  { name: 'level', label: 'Level', text: (value) => value },
  { name: 'topic', label: 'Topic', text: (value) => value },
];

interface SearchFacetsProps {
  facets: SearchResults['facets'];
  selected: FacetSelection;
  onChange: (name: FacetName, value: string | undefined) => void;
}

/** One choice per group, each with the number of results it would show; on a phone the groups fold away. */
export function SearchFacets({ facets, selected, onChange }: SearchFacetsProps) {
  const [openOnPhone, setOpenOnPhone] = useState(false);
  const panelId = useId();
  const active = GROUPS.filter((group) => selected[group.name]).length;
  return (
    <aside aria-label="Filters" className="rounded-card border border-gray-200 bg-white p-4">
      <div className="flex items-center justify-between gap-2">
        <h2 className="flex items-center gap-2 text-base font-bold text-gray-900">
          <SlidersHorizontal aria-hidden="true" className="h-4 w-4" />
          Filter
        </h2>
        <div className="flex items-center gap-1">
          {active > 0 && (
            <button type="button" className={quietButton} onClick={() => GROUPS.forEach((group) => onChange(group.name, undefined))}>
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
            {openOnPhone ? 'Hide filters' : `Show filters${active ? ` (${active})` : ''}`}
          </button>
        </div>
      </div>
      <div id={panelId} className={`${openOnPhone ? 'block' : 'hidden'} desk:block`}>
        {GROUPS.map((group) => {
          const options = facets[group.name];
          if (options.length === 0) return null;
          return (
            <fieldset key={group.name} className="mt-4">
              <legend className="mb-2 text-sm font-semibold tracking-wide text-gray-600 uppercase">{group.label}</legend>
              <ul className="space-y-1">
                {options.map((option) => {
                  const checked = selected[group.name] === option.value;
                  return (
                    <li key={option.value}>
                      <label className="flex cursor-pointer items-center gap-2.5 rounded-md px-1.5 py-1 text-sm text-gray-800 hover:bg-brand-soft">
                        <input
                          type="checkbox"
                          name={group.name}
                          value={option.value}
                          checked={checked}
                          onChange={(event) => onChange(group.name, event.target.checked ? option.value : undefined)}
                          className="h-4 w-4 accent-brand"
                        />
                        <span className="flex-1">{group.text(option.value)}</span>
                        <span className="text-gray-600">{option.count}</span>
                      </label>
                    </li>
                  );
                })}
              </ul>
            </fieldset>
          );
        })}
      </div>
    </aside>
  );
}
