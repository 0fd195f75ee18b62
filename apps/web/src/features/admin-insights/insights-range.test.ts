import { describe, expect, it } from 'vitest';
import { presetRange, rangeFromSearch, rangeProblem } from './insights-range';

describe('the insights range', () => {
  it('ends presets today, today included', () => {
    expect(presetRange(7, '2026-03-10')).toEqual({ from: '2026-03-04', to: '2026-03-10' });
    expect(presetRange(365, '2026-03-10')).toEqual({ from: '2025-03-11', to: '2026-03-10' });
  });

  it('refuses what the server refuses', () => {
    expect(rangeProblem({ from: '2026-03-01', to: '2026-03-10' })).toBeNull();
    expect(rangeProblem({ from: '2025-03-10', to: '2026-03-10' })).toBeNull();
    expect(rangeProblem({ from: '2025-03-09', to: '2026-03-10' })).toBe('A range may span at most 366 days.');
    expect(rangeProblem({ from: '2026-03-10', to: '2026-03-01' })).toBe('The last day must not be before the first day.');
    expect(rangeProblem({ from: '1999-12-31', to: '2000-01-01' })).toBe('The first day must be 2000-01-01 or later.');
    expect(rangeProblem({ from: '', to: '2026-03-01' })).toBe('Choose a first and a last day.');
  });

  it('reads the range from the address, falling back to the last 30 days', () => {
    expect(rangeFromSearch(new URLSearchParams('from=2026-03-01&to=2026-03-10'), '2026-04-01')).toEqual({
      from: '2026-03-01',
      to: '2026-03-10',
    });
    expect(rangeFromSearch(new URLSearchParams('from=2026-03-10&to=2026-03-01'), '2026-04-01')).toEqual({
      from: '2026-03-03',
      to: '2026-04-01',
    });
    expect(rangeFromSearch(new URLSearchParams(''), '2026-04-01')).toEqual({ from: '2026-03-03', to: '2026-04-01' });
  });
});
