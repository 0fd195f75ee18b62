import { describe, expect, it } from 'vitest';
import { envelopeErrorMessage, GENERIC_ERROR, isReportable } from './api-client';

describe('envelopeErrorMessage', () => {
  it('joins the error messages of the envelope', () => {
    expect(
      envelopeErrorMessage({
        errors: [
          { code: 'VALIDATION_FAILED', errorMessage: 'slug is required' },
          { code: 'BAD_REQUEST', errorMessage: 'bad tenant' },
        ],
      }),
    ).toBe('slug is required, bad tenant');
  });

  it('falls back to the generic message when the server gave none', () => {
    expect(envelopeErrorMessage({ errors: [] })).toBe(GENERIC_ERROR);
    expect(envelopeErrorMessage(null)).toBe('Something went wrong, please try again!');
  });
});

describe('isReportable', () => {
  it('hides messages about aborted requests', () => {
    expect(isReportable('signal is aborted without reason')).toBe(false);
    expect(isReportable('The operation was Aborted.')).toBe(false);
    expect(isReportable('No course with that slug')).toBe(true);
  });
});
