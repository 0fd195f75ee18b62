import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { FilterCategory } from '@academy/shared';
import {
  applyFilters,
  countedCategories,
  filtersFromSearch,
  filtersToSearch,
  toggleFilterOption,
  type FilterEntry,
  type FilterValues,
} from '../lib/filters';

const NAVIGATION = { replace: true, preventScrollReset: true } as const;

/**
 * Filter state kept in the address and applied to a list of items. The router publishes a new
 * address a render later, so a toggle also goes to local state and a checkbox shows it at once;
 * whenever the router's address changes (a toggle landing, back, forward, a link) it wins.
 */
export function useFilters<T>(
  items: readonly T[],
  categories: readonly FilterCategory[],
  valuesOf: (item: T, category: string) => FilterValues,
) {
  const [search, setSearch] = useSearchParams();
  const address = search.toString();
  const [local, setLocal] = useState(() => ({ address, entries: filtersFromSearch(search, categories) }));
  let entries = local.entries;
  if (local.address !== address) {
    entries = filtersFromSearch(search, categories);
    setLocal({ address, entries });
  }
  const visible = useMemo(() => applyFilters(items, entries, categories, valuesOf), [items, entries, categories, valuesOf]);
  // The server counts over the whole list; once a filter is checked, each count follows the others.
  const counted = useMemo(() => countedCategories(items, entries, categories, valuesOf), [items, entries, categories, valuesOf]);

  const update = (next: FilterEntry[]) => {
    setLocal((current) => ({ ...current, entries: next }));
    setSearch(filtersToSearch(next, search, categories), NAVIGATION);
  };
  return {
    entries,
    visible,
    categories: counted,
    toggle: (category: string, option: string, checked: boolean) => update(toggleFilterOption(entries, category, option, checked)),
    clear: () => update([]),
  };
}
