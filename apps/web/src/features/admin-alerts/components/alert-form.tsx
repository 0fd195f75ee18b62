import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { ALERT_LEVELS, DEFAULT_ALERT_ACTION_TEXT, type AlertInput } from '@academy/shared';
import { AlertLevelIcon } from '../../../components/alert-level-icon';
import { primaryButton } from '../../../components/button-styles';
import { applyServerFieldErrors } from '../../../lib/server-field-errors';
import { brand, currentTenant } from '../../../tenants';
import { InputField, RequiredFieldset, TextAreaField } from '../../../components/admin/fields';
import { alertFormSchema, type AlertFormValues } from './alert-form-values';

const FIELDS = ['message', 'level', 'actionText', 'actionUrl', 'startsAt', 'endsAt'] as const;
const LEVEL_LABELS = { info: 'Info', warning: 'Warning', success: 'Success' } as const;

interface AlertFormProps {
  defaultValues: AlertFormValues;
  submitLabel: string;
  onSave: (input: AlertInput) => Promise<unknown>;
}

/** Create, edit and replicate share this form; the shared schema checks it before the server does. */
export function AlertForm({ defaultValues, submitLabel, onSave }: AlertFormProps) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<AlertFormValues, unknown, AlertInput>({
    resolver: zodResolver(alertFormSchema(currentTenant())),
    mode: 'onTouched',
    defaultValues,
  });

  const onSubmit = async (input: AlertInput) => {
    try {
      await onSave(input);
    } catch (error) {
      applyServerFieldErrors(error, FIELDS, setError);
    }
  };

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="max-w-3xl space-y-5 rounded-card border border-gray-200 bg-white p-6">
      <p className="text-sm text-gray-600">
        Fields marked <span className="text-red-700">*</span> are required. The alert shows on every page of {brand.academyName}.
      </p>
      <TextAreaField label="Message" required registration={register('message')} error={errors.message?.message} />
      <RequiredFieldset legend="Level" error={errors.level?.message}>
        <div className="mt-2 flex flex-wrap gap-3">
          {ALERT_LEVELS.map((level) => (
            <label
              key={level}
              className="flex cursor-pointer items-center gap-2 rounded-lg border border-gray-300 px-3 py-2 text-sm font-medium text-gray-900 has-[:checked]:border-brand has-[:checked]:bg-brand-soft"
            >
              <input type="radio" value={level} className="h-4 w-4 accent-brand" {...register('level')} />
              <AlertLevelIcon level={level} />
              {LEVEL_LABELS[level]}
            </label>
          ))}
        </div>
      </RequiredFieldset>
      <div className="grid gap-5 sm:grid-cols-2">
        <InputField
          label="Action text"
          registration={register('actionText')}
          error={errors.actionText?.message}
          hint={`Shown as the link text; empty shows '${DEFAULT_ALERT_ACTION_TEXT}'.`}
        />
        <InputField
          label="Action URL"
          type="url"
          placeholder="https://"
          registration={register('actionUrl')}
          error={errors.actionUrl?.message}
          hint="Opens in a new tab. Without it the alert has no link."
        />
        <InputField
          label="Start time"
          type="datetime-local"
          registration={register('startsAt')}
          error={errors.startsAt?.message}
          hint="Empty shows it from now."
        />
        <InputField
          label="End time"
          type="datetime-local"
          registration={register('endsAt')}
          error={errors.endsAt?.message}
          hint="Empty shows it until deleted."
        />
      </div>
      <button type="submit" disabled={isSubmitting} className={primaryButton}>
        {submitLabel}
      </button>
    </form>
  );
}
