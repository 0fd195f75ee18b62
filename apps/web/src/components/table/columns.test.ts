import { describe, expect, it } from 'vitest';
import { LAST_COLUMN_MESSAGE, toggleColumn } from './columns';

const order = ['name', 'abilities', 'created'];

describe('toggleColumn', () => {
  it('hides a visible column', () => {
    expect(toggleColumn(order, order, 'abilities')).toEqual({ visible: ['name', 'created'], error: null });
  });

  it('shows a hidden column again in its place', () => {
    expect(toggleColumn(order, ['created'], 'name')).toEqual({ visible: ['name', 'created'], error: null });
  });

  it('refuses to hide the last visible column', () => {
    expect(toggleColumn(order, ['abilities'], 'abilities')).toEqual({ visible: ['abilities'], error: LAST_COLUMN_MESSAGE });
    expect(LAST_COLUMN_MESSAGE).toBe('At least one column must remain visible.');
  });
});
