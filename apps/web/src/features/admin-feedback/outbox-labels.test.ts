import { afterAll, describe, expect, it, vi } from 'vitest';
import { attemptsLabel } from './outbox-labels';

const previousZone = vi.hoisted(() => {
  const zone = process.env.TZ;
  process.env.TZ = 'UTC';
  return zone;
});
afterAll(() => {
  process.env.TZ = previousZone;
});

describe('the tries of an outbox message', () => {
  it('counts the tries made of those a message gets, with the next one while it waits', () => {
    expect(attemptsLabel({ status: 'pending', attempts: 2, nextAttemptAt: '2026-03-01T10:04:00.000Z' }, 8)).toBe(
      '2 of 8 tries; next 1 Mar 2026, 10:04',
    );
    expect(attemptsLabel({ status: 'sent', attempts: 1, nextAttemptAt: null }, 8)).toBe('1 of 8 tries');
    expect(attemptsLabel({ status: 'failed', attempts: 1, nextAttemptAt: null }, 1)).toBe('1 of 1 try');
  });

  it('says nothing of tries for mail kept without SMTP', () => {
    expect(attemptsLabel({ status: 'kept', attempts: 0, nextAttemptAt: null }, 8)).toBeNull();
  });
});
