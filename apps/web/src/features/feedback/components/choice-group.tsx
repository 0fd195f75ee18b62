import { useId, type ReactNode } from 'react';
import type { SurveyChoice } from '@academy/shared';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FieldError, RequiredMark } from './form-parts';

interface ChoiceGroupProps {
  legend: string;
  choices: SurveyChoice[];
  registration: UseFormRegisterReturn;
  error?: string;
  /** Extra controls of the group, such as the Other answer. */
  children?: ReactNode;
}

/** A required question answered with one or more checkboxes; the values sent are the choices' keys. */
export function ChoiceGroup({ legend, choices, registration, error, children }: ChoiceGroupProps) {
  const id = useId();
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="text-sm font-semibold text-gray-900">
        {legend}
        <RequiredMark />
      </legend>
      <div className="mt-2 grid grid-cols-1 gap-x-4 gap-y-2 sm:grid-cols-3">
        {choices.map((choice) => (
          <label key={choice.key} className="flex cursor-pointer items-start gap-2 text-sm text-gray-800">
            <input
              type="checkbox"
              value={choice.key}
              defaultChecked={choice.checked}
              className="mt-0.5 h-4 w-4 shrink-0 accent-brand"
              {...registration}
            />
            <span>{choice.value}</span>
          </label>
        ))}
      </div>
      {children}
      <FieldError id={`${id}-error`} message={error} />
    </fieldset>
  );
}
