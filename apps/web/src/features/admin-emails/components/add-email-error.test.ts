import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../../lib/api-client';
import { addEmailError } from './add-email-error';

describe('addEmailError', () => {
  it('shows the first error the server gave', () => {
    const error = new ApiRequestError('joined', 409, 'c1', [
      { code: 'BAD_REQUEST', errorMessage: 'This address is already listed' },
      { code: 'BAD_REQUEST', errorMessage: 'second' },
    ]);
    expect(addEmailError(error)).toBe('This address is already listed');
  });

  it("falls back to 'Something went wrong!'", () => {
    expect(addEmailError(new ApiRequestError('x', 500, null, []))).toBe('Something went wrong!');
    expect(addEmailError(new Error('network'))).toBe('Something went wrong!');
  });
});
