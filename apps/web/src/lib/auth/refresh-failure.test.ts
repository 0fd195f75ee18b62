import { describe, expect, it } from 'vitest';
import { isRefusal, isUnanswered } from './refresh-failure';
import { TokenRefusedError } from './session-tokens';

describe('refresh failures', () => {
  it.each([
    ['a failed fetch', new TypeError('Failed to fetch'), false, true],
    ['an aborted fetch', new DOMException('The operation was aborted.', 'AbortError'), false, true],
    [
      'a refusal from the server',
      new TokenRefusedError('The identity provider refused the refresh token (invalid_grant); sign in again'),
      true,
      false,
    ],
    ['a missing refresh token', new TokenRefusedError('No refresh token available'), true, false],
    ['an unavailable provider', new Error('The token call answered 502'), false, false],
    ['another DOMException', new DOMException('quota', 'QuotaExceededError'), false, false],
  ])('%s: signs out %s, is unanswered %s', (_name, error, refusal, unanswered) => {
    expect(isRefusal(error)).toBe(refusal);
    expect(isUnanswered(error)).toBe(unanswered);
  });
});
