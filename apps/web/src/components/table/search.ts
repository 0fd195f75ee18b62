/** How a field of a row reads for search: text, numbers, dates as stored, lists item by item. */
function searchableText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.map(searchableText).join(' ');
  return String(value);
}

/**
 * Spec section 5: a case-insensitive substring search over the named fields. Returns a new list
 * and leaves the rows untouched, so checked flags kept elsewhere survive the search.
 */
export function searchRows<T>(rows: readonly T[], query: string, fields: readonly (keyof T)[]): T[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return [...rows];
  return rows.filter((row) => fields.some((field) => searchableText(row[field]).toLowerCase().includes(needle)));
}
