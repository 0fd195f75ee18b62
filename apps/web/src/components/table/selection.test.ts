import { describe, expect, it } from 'vitest';
import { allChecked, emptySelection, keepExisting, someChecked, toggleAll, toggleOne } from './selection';

describe('row selection', () => {
  it('checks and unchecks one row', () => {
    const one = toggleOne(emptySelection, 'a');
    expect([...one]).toEqual(['a']);
    expect([...toggleOne(one, 'a')]).toEqual([]);
  });

  it('select all checks every shown row, and unchecks them once all are checked', () => {
    const all = toggleAll(toggleOne(emptySelection, 'b'), ['a', 'b', 'c']);
    expect([...all].sort()).toEqual(['a', 'b', 'c']);
    expect(allChecked(all, ['a', 'b', 'c'])).toBe(true);
    expect([...toggleAll(all, ['a', 'b', 'c'])]).toEqual([]);
  });

  it('select all over a search result leaves the hidden rows as they were', () => {
    const hiddenChecked = toggleOne(emptySelection, 'z');
    const shown = toggleAll(hiddenChecked, ['a', 'b']);
    expect([...shown].sort()).toEqual(['a', 'b', 'z']);
    expect([...toggleAll(shown, ['a', 'b'])]).toEqual(['z']);
  });

  it('knows when some or all rows are checked; an empty list is never all checked', () => {
    const one = toggleOne(emptySelection, 'a');
    expect(someChecked(one, ['a', 'b'])).toBe(true);
    expect(allChecked(one, ['a', 'b'])).toBe(false);
    expect(someChecked(one, ['b'])).toBe(false);
    expect(allChecked(emptySelection, [])).toBe(false);
  });

  it('forgets rows that no longer exist, and keeps the same set when nothing changed', () => {
    const checked = toggleAll(emptySelection, ['a', 'b']);
    expect([...keepExisting(checked, ['b', 'c'])]).toEqual(['b']);
    expect(keepExisting(checked, ['a', 'b', 'c'])).toBe(checked);
  });
});
