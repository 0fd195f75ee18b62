import { describe, expect, it } from 'vitest';
import { isPermanentFailure, MAX_RETRY_DELAY_SECONDS, nextTry } from './retry-policy';

const policy = { maxAttempts: 5, retryBaseSeconds: 60 };

describe('mail retry policy', () => {
  it('waits the base, then twice as long after each further failure, and gives up after the last try', () => {
    expect([1, 2, 3, 4].map((attempts) => nextTry(attempts, policy, false))).toEqual([60, 120, 240, 480]);
    expect(nextTry(5, policy, false)).toBeNull();
  });

  it('never waits longer than the cap', () => {
    expect(nextTry(19, { maxAttempts: 20, retryBaseSeconds: 3_600 }, false)).toBe(MAX_RETRY_DELAY_SECONDS);
  });

  it('gives up at once on a permanent refusal', () => {
    expect(nextTry(1, policy, true)).toBeNull();
  });

  it('reads 5xx answers as permanent, 4xx answers and network failures as temporary', () => {
    expect(isPermanentFailure(Object.assign(new Error('550 mailbox unavailable'), { responseCode: 550 }))).toBe(true);
    expect(isPermanentFailure(Object.assign(new Error('451 try later'), { responseCode: 451 }))).toBe(false);
    expect(isPermanentFailure(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNECTION' }))).toBe(false);
    expect(isPermanentFailure(null)).toBe(false);
  });
});
