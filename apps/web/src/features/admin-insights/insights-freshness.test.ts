import { describe, expect, it } from 'vitest';
import { formatDateTime } from '../../lib/admin/format-date';
import { freshnessSentence, updatedAgo } from './insights-freshness';

const at = '2026-11-29T09:00:00.000Z';
const later = (seconds: number) => Date.parse(at) + seconds * 1_000;

describe('how fresh the insights are', () => {
  it('says how long ago, as a person would', () => {
    expect(updatedAgo(at, later(2))).toBe('Updated just now');
    expect(updatedAgo(at, later(20))).toBe('Updated 20 seconds ago');
    expect(updatedAgo(at, later(61))).toBe('Updated 1 minute ago');
    expect(updatedAgo(at, later(600))).toBe('Updated 10 minutes ago');
    expect(updatedAgo(at, later(7_200))).toBe(`Updated ${formatDateTime(at)}`);
    expect(updatedAgo(null, later(0))).toBe('Not computed yet');
  });

  it('counts from the recent refresh and says which figures follow which schedule', () => {
    const full = '2026-11-29T08:55:00.000Z';
    expect(freshnessSentence({ refreshedAt: full, refreshMinutes: 10, recentRefreshedAt: at, recentRefreshSeconds: 60 }, later(20))).toBe(
      `Updated 20 seconds ago. Today's and yesterday's figures are recomputed every minute; the rest, completion rates and the funnel of earlier starts among them, every 10 minutes (last at ${formatDateTime(full)}).`,
    );
    expect(freshnessSentence({ refreshedAt: at, refreshMinutes: 0, recentRefreshedAt: at, recentRefreshSeconds: 0 }, later(90))).toBe(
      `Updated 1 minute ago. Figures are recomputed when you press Refresh now (last at ${formatDateTime(at)}).`,
    );
  });
});
