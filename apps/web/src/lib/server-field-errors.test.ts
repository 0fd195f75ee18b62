import { describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from './api-client';
import { applyServerFieldErrors } from './server-field-errors';

const refused = (...errors: { field?: string; errorMessage: string }[]) =>
  new ApiRequestError(
    'refused',
    400,
    'c1',
    errors.map((error) => ({ code: 'VALIDATION_FAILED' as const, ...error })),
  );

describe('applyServerFieldErrors', () => {
  it('puts a schema problem of the body next to its field, without the location prefix', () => {
    const setError = vi.fn();
    applyServerFieldErrors<{ firstName: string; lastName: string }>(
      refused({ field: 'body.firstName', errorMessage: 'body.firstName: Too long' }, { field: 'lastName', errorMessage: 'Required' }),
      ['firstName', 'lastName'],
      setError,
    );
    expect(setError.mock.calls).toEqual([
      ['firstName', { type: 'server', message: 'Too long' }],
      ['lastName', { type: 'server', message: 'Required' }],
    ]);
  });

  it('leaves errors of other fields, and errors that name none, to the form’s general message', () => {
    const setError = vi.fn();
    applyServerFieldErrors<{ name: string }>(
      refused({ field: 'body.expiresAt', errorMessage: 'x' }, { errorMessage: 'Too many requests' }),
      ['name'],
      setError,
    );
    applyServerFieldErrors<{ name: string }>(new Error('offline'), ['name'], setError);
    expect(setError).not.toHaveBeenCalled();
  });
});
