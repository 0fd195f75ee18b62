import type { FilterCategory } from '@academy/shared';

/** One category the visitor filters by, with the keys of the options checked in it. */
export interface FilterEntry {
  category: string;
  options: string[];
}

/** What an item offers for a category: its values, or a plain yes/no (the favourite category). */
export type FilterValues = readonly string[] | boolean;

/** Spec: an option is added to or removed from its category; a category left empty is dropped. */
export function toggleFilterOption(entries: FilterEntry[], category: string, option: string, checked: boolean): FilterEntry[] {
  const existing = entries.find((entry) => entry.category === category);
  if (!existing) {
    return checked ? [...entries, { category, options: [option] }] : entries;
  }
  const options = checked
    ? existing.options.includes(option)
      ? existing.options
      : [...existing.options, option]
    : existing.options.filter((key) => key !== option);
  if (options.length === 0) return entries.filter((entry) => entry !== existing);
  return entries.map((entry) => (entry === existing ? { category, options } : entry));
}

/** Filters live in the address (`?topic=web,testing&level=beginner`) so a filtered list can be shared. */
export function filtersFromSearch(search: URLSearchParams, categories: readonly FilterCategory[]): FilterEntry[] {
  const entries: FilterEntry[] = [];
  for (const category of categories) {
    const known = new Set(category.options.map((option) => option.key));
    const options = (search.get(category.categoryName) ?? '')
      .split(',')
      .map((key) => key.trim())
      .filter((key, index, all) => known.has(key) && all.indexOf(key) === index);
    if (options.length > 0) entries.push({ category: category.categoryName, options });
  }
  return entries;
}

export function filtersToSearch(
  entries: readonly FilterEntry[],
  base: URLSearchParams,
  categories: readonly FilterCategory[],
): URLSearchParams {
  const next = new URLSearchParams(base);
  for (const category of categories) next.delete(category.categoryName);
  for (const entry of entries) next.set(entry.category, entry.options.join(','));
  return next;
}

function optionMatches(value: string, key: string, name: string): boolean {
  const normalised = value.trim().toLowerCase();
  return normalised === name.trim().toLowerCase() || normalised === key.toLowerCase();
}

/** Spec: AND between categories, OR within one; values compare case-insensitively. */
export function applyFilters<T>(
  items: readonly T[],
  entries: readonly FilterEntry[],
  categories: readonly FilterCategory[],
  valuesOf: (item: T, category: string) => FilterValues,
): T[] {
  return items.filter((item) =>
    entries.every((entry) => {
      const values = valuesOf(item, entry.category);
      if (typeof values === 'boolean') return values;
      const options = categories.find((category) => category.categoryName === entry.category)?.options ?? [];
      return entry.options.some((key) => {
        const name = options.find((option) => option.key === key)?.name ?? key;
        return values.some((value) => optionMatches(value, key, name));
      });
    }),
  );
}

/**
 * The categories with each option's count following the other filters: how many items the list
 * would show with that option checked in addition to what is checked in the other categories
 * (within its own category options are alternatives, so its own choices do not narrow it).
 */
export function countedCategories<T>(
  items: readonly T[],
  entries: readonly FilterEntry[],
  categories: readonly FilterCategory[],
  valuesOf: (item: T, category: string) => FilterValues,
): FilterCategory[] {
  if (entries.length === 0) return [...categories];
  return categories.map((category) => {
    const others = entries.filter((entry) => entry.category !== category.categoryName);
    const candidates = applyFilters(items, others, categories, valuesOf);
    return {
      ...category,
      options: category.options.map((option) => ({
        ...option,
        count: applyFilters(candidates, [{ category: category.categoryName, options: [option.key] }], categories, valuesOf).length,
      })),
    };
  });
}

export function isOptionChecked(entries: readonly FilterEntry[], category: string, option: string): boolean {
  return entries.some((entry) => entry.category === category && entry.options.includes(option));
}
