/**
 * Checked rows of a list, kept by id apart from the rows themselves, so a search that hides a row
 * keeps its checked flag (spec section 4).
 */
export type Selection = ReadonlySet<string>;

export const emptySelection: Selection = new Set();

export function toggleOne(selected: Selection, id: string): Selection {
  const next = new Set(selected);
  if (next.has(id)) next.delete(id);
  else next.add(id);
  return next;
}

/** Every shown row is checked (and there is at least one). */
export function allChecked(selected: Selection, shownIds: readonly string[]): boolean {
  return shownIds.length > 0 && shownIds.every((id) => selected.has(id));
}

export function someChecked(selected: Selection, shownIds: readonly string[]): boolean {
  return shownIds.some((id) => selected.has(id));
}

/** Select all checks every shown row; when they all are checked already it unchecks them. */
export function toggleAll(selected: Selection, shownIds: readonly string[]): Selection {
  const next = new Set(selected);
  if (allChecked(selected, shownIds)) shownIds.forEach((id) => next.delete(id));
  else shownIds.forEach((id) => next.add(id));
  return next;
}

/** Drops ids whose rows are gone (deleted, or no longer in the list). */
export function keepExisting(selected: Selection, existingIds: readonly string[]): Selection {
  const existing = new Set(existingIds);
  const next = [...selected].filter((id) => existing.has(id));
  return next.length === selected.size ? selected : new Set(next);
}
