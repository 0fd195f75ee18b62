import { describe, expect, it } from 'vitest';
import { pageCount, pageItems, type PageItem } from './pagination';

/** Pages shown one-based as on screen, '…' for an ellipsis. */
const show = (items: PageItem[]) => items.map((item) => (item.kind === 'page' ? String(item.page + 1) : '…')).join(' ');

describe('pageCount', () => {
  it('rounds up and never gives fewer than one page', () => {
    expect(pageCount(0, 20)).toBe(1);
    expect(pageCount(20, 20)).toBe(1);
    expect(pageCount(21, 20)).toBe(2);
  });
});

describe('pageItems (ellipsis buffer 2)', () => {
  it.each([
    [0, 1, '1'],
    [0, 2, '1 2'],
    [0, 4, '1 2 3 4'],
    [0, 7, '1 2 3 … 7'],
    [0, 10, '1 2 3 … 10'],
    [3, 10, '1 2 3 4 5 6 … 10'],
    [5, 10, '1 … 4 5 6 7 8 9 10'],
    [6, 20, '1 … 5 6 7 8 9 … 20'],
    [19, 20, '1 … 18 19 20'],
    [4, 9, '1 2 3 4 5 6 7 8 9'],
  ])('active page %i of %i pages shows %s', (active, total, expected) => {
    expect(show(pageItems(active, total, 2))).toBe(expected);
  });

  it('lists the hidden pages behind each ellipsis', () => {
    expect(pageItems(0, 6, 2)[3]).toEqual({ kind: 'ellipsis', pages: [3, 4] });
  });

  it('clamps an active page outside the range and gives nothing for no pages', () => {
    expect(show(pageItems(99, 3, 2))).toBe('1 2 3');
    expect(pageItems(0, 0, 2)).toEqual([]);
  });
});
