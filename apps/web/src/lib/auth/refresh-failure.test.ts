import { describe, expect, it } from 'vitest';
import { isUnanswered } from './refresh-failure';

describe('isUnanswered', () => {
  it.each([
    ['a failed fetch', new TypeError('Failed to fetch'), true],
    ['an aborted fetch', new DOMException('The operation was aborted.', 'AbortError'), true],
    ['a refusal from the provider', Object.assign(new Error('invalid_grant'), { name: 'ResponseBodyError' }), false],
    ['a missing refresh token', new Error('No refresh token available'), false],
    ['another DOMException', new DOMException('quota', 'QuotaExceededError'), false],
  ])('%s: %s', (_name, error, expected) => {
    expect(isUnanswered(error)).toBe(expected);
  });
});
