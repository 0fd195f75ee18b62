export type PageItem = { kind: 'page'; page: number } | { kind: 'ellipsis'; pages: number[] };

export function pageCount(totalElements: number, pageSize: number): number {
  return Math.max(1, Math.ceil(totalElements / pageSize));
}

/**
 * The page links of a pager, zero-based: the first and last page, `ellipsisBuffer` pages on each
 * side of the active one, and an ellipsis for each longer run of hidden pages (a run of one page
 * shows that page instead, as an ellipsis would hide nothing).
 */
export function pageItems(active: number, totalPages: number, ellipsisBuffer: number): PageItem[] {
  if (totalPages <= 0) return [];
  const last = totalPages - 1;
  const current = Math.min(Math.max(active, 0), last);
  const from = Math.max(1, current - ellipsisBuffer);
  const to = Math.min(last - 1, current + ellipsisBuffer);
  const range = (start: number, end: number) => Array.from({ length: Math.max(0, end - start + 1) }, (_, index) => start + index);
  const gap = (pages: number[]): PageItem[] =>
    pages.length > 1 ? [{ kind: 'ellipsis', pages }] : pages.map((page) => ({ kind: 'page', page }));

  const items: PageItem[] = [{ kind: 'page', page: 0 }];
  if (last === 0) return items;
  items.push(...gap(range(1, from - 1)));
  items.push(...range(from, to).map((page): PageItem => ({ kind: 'page', page })));
  items.push(...gap(range(to + 1, last - 1)));
  items.push({ kind: 'page', page: last });
  return items;
}
