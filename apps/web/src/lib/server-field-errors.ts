import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiRequestError } from './api-client';

/** Puts the server's errors that name a field of this form next to that field. */
export function applyServerFieldErrors<T extends FieldValues>(error: unknown, fields: readonly Path<T>[], setError: UseFormSetError<T>) {
  if (!(error instanceof ApiRequestError)) return;
  for (const { field, errorMessage } of error.errors) {
    const match = fields.find((name) => name === field);
    if (match) setError(match, { type: 'server', message: errorMessage });
  }
}
