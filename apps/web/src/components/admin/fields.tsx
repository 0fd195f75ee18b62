import { useId, type ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

const inputClass = (error?: string) =>
  `mt-1 block w-full rounded-lg border bg-white px-3 py-2 text-gray-900 ${error ? 'border-red-600' : 'border-gray-400'}`;

interface FieldProps {
  label: string;
  error?: string;
  hint?: string;
  required?: boolean;
  children: (props: {
    id: string;
    'aria-invalid'?: boolean;
    'aria-describedby'?: string;
    'aria-required'?: boolean;
    className: string;
  }) => ReactNode;
}

/** Label, control, hint and error of one form field; required fields carry the red asterisk. */
export function Field({ label, error, hint, required, children }: FieldProps) {
  const id = useId();
  const described = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  return (
    <div>
      <label htmlFor={id} className="text-sm font-semibold text-gray-900">
        {label}
        {required && (
          <span aria-hidden="true" className="ml-0.5 text-red-700">
            *
          </span>
        )}
      </label>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': described || undefined,
        'aria-required': required || undefined,
        className: inputClass(error),
      })}
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-gray-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

interface InputFieldProps {
  label: string;
  registration: UseFormRegisterReturn;
  error?: string;
  hint?: string;
  required?: boolean;
  type?: 'text' | 'email' | 'url' | 'datetime-local';
  placeholder?: string;
  autoComplete?: string;
}

export function InputField({ registration, type = 'text', placeholder, autoComplete, ...field }: InputFieldProps) {
  return (
    <Field {...field}>
      {(props) => <input type={type} placeholder={placeholder} autoComplete={autoComplete} {...props} {...registration} />}
    </Field>
  );
}

export function TextAreaField({ registration, ...field }: Omit<InputFieldProps, 'type' | 'placeholder' | 'autoComplete'>) {
  return <Field {...field}>{(props) => <textarea rows={4} {...props} {...registration} />}</Field>;
}

export function SelectField({
  registration,
  options,
  ...field
}: Omit<InputFieldProps, 'type' | 'placeholder' | 'autoComplete'> & { options: readonly { value: string; label: string }[] }) {
  return (
    <Field {...field}>
      {(props) => (
        <select {...props} {...registration}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

/** A required group of radio buttons or checkboxes: legend with the red asterisk, the choices, the error. */
export function RequiredFieldset({ legend, error, children }: { legend: string; error?: string; children: ReactNode }) {
  const id = useId();
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="text-sm font-semibold text-gray-900">
        {legend}
        <span aria-hidden="true" className="ml-0.5 text-red-700">
          *
        </span>
      </legend>
      {children}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
