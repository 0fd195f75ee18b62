import { describe, expect, it } from 'vitest';
import { expiresAtFrom, isUnexpired, REFRESH_LEAD_MS, refreshDelay } from './token-timing';

describe('token timing', () => {
  it('turns expires_in seconds into an absolute expiry', () => {
    expect(expiresAtFrom(900, 1_000)).toBe(901_000);
  });

  it('counts a token only before its expiry', () => {
    expect(isUnexpired(2_000, 1_999)).toBe(true);
    expect(isUnexpired(2_000, 2_000)).toBe(false);
  });

  it('refreshes 120000 ms before expiry', () => {
    expect(REFRESH_LEAD_MS).toBe(120_000);
    const now = 1_000_000;
    expect(refreshDelay(now + 125_000, now)).toBe(5_000);
    expect(refreshDelay(now + 900_000, now)).toBe(780_000);
  });

  it('refreshes at once when that moment has passed or the token has expired', () => {
    const now = 1_000_000;
    expect(refreshDelay(now + 60_000, now)).toBe(0);
    expect(refreshDelay(now - 5_000, now)).toBe(0);
  });
});
