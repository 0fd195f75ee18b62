import { useId, type ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

/** Spec section 5: required fields carry a red asterisk (the required state itself is announced by the control). */
export function RequiredMark() {
  return (
    <span aria-hidden="true" className="ml-0.5 text-red-700">
      *
    </span>
  );
}

export function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} className="mt-1 text-sm font-medium text-red-700">
      {message}
    </p>
  );
}

interface TextFieldProps {
  label: string;
  registration: UseFormRegisterReturn;
  error?: string;
  required?: boolean;
  multiline?: boolean;
  hint?: string;
}

/** A labelled text input or text area whose hint and error are read with it. */
export function TextField({ label, registration, error, required, multiline, hint }: TextFieldProps) {
  const id = useId();
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  const shared = {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    'aria-required': required || undefined,
    className: `mt-1 block w-full rounded-lg border bg-white px-3 py-2 text-gray-900 ${error ? 'border-red-600' : 'border-gray-400'}`,
    ...registration,
  };
  return (
    <div>
      <label htmlFor={id} className="text-sm font-semibold text-gray-900">
        {label}
        {required && <RequiredMark />}
      </label>
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-gray-600">
          {hint}
        </p>
      )}
      {multiline ? <textarea rows={4} {...shared} /> : <input type="text" {...shared} />}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

export function CheckboxField({ registration, children }: { registration: UseFormRegisterReturn; children: ReactNode }) {
  return (
    <label className="flex cursor-pointer items-start gap-2.5 text-sm text-gray-800">
      <input type="checkbox" className="mt-0.5 h-4 w-4 shrink-0 accent-brand" {...registration} />
      <span>{children}</span>
    </label>
  );
}
