import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

interface FormFieldProps {
  label: string;
  error?: string;
  registration: UseFormRegisterReturn;
  type?: 'text' | 'email' | 'password';
  multiline?: boolean;
  autoComplete?: string;
  /** Not required: no asterisk, and the label says so. */
  optional?: boolean;
}

/** A labelled form field, required unless `optional`, with its error message announced through aria-describedby. */
export function FormField({ label, error, registration, type = 'text', multiline, autoComplete, optional }: FormFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const inputClass = `mt-1 block w-full rounded-lg border bg-white px-3 py-2 text-gray-900 ${error ? 'border-red-600' : 'border-gray-400'}`;
  const shared = {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
    'aria-required': !optional,
    ...registration,
  };
  return (
    <div>
      <label htmlFor={id} className="text-sm font-semibold text-gray-900">
        {label}
        {optional ? (
          <span className="ml-1 font-normal text-gray-600">(optional)</span>
        ) : (
          <span aria-hidden="true" className="ml-0.5 text-red-700">
            *
          </span>
        )}
      </label>
      {multiline ? (
        <textarea rows={6} className={inputClass} {...shared} />
      ) : (
        <input type={type} autoComplete={autoComplete} className={inputClass} {...shared} />
      )}
      {error && (
        <p id={errorId} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
