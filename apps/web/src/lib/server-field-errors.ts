import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiRequestError } from './api-client';

/** Where the server's schema check found a problem: `body.firstName` names the form's `firstName`. */
const LOCATION = /^(body|query|params)\./;

/**
 * Puts the server's errors that name a field of this form next to that field. A schema problem
 * names the field with its location and repeats it in the message (`body.firstName: Too long`);
 * next to the field only the message itself is shown.
 */
export function applyServerFieldErrors<T extends FieldValues>(error: unknown, fields: readonly Path<T>[], setError: UseFormSetError<T>) {
  if (!(error instanceof ApiRequestError)) return;
  for (const { field, errorMessage } of error.errors) {
    if (!field) continue;
    const match = fields.find((name) => name === field.replace(LOCATION, ''));
    if (match)
      setError(match, {
        type: 'server',
        message: errorMessage.startsWith(`${field}: `) ? errorMessage.slice(field.length + 2) : errorMessage,
      });
  }
}
