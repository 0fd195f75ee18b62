import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { emailAddressSchema, NOTIFICATION_EMAIL_TYPES, notificationEmailTypeSchema } from '@academy/shared';
import { primaryButton } from '../../../components/button-styles';
import { showToast } from '../../../lib/notifications';
import { useAddNotificationEmail } from '../api/add-notification-email';
import { InputField, SelectField } from '../../../components/admin/fields';
import { addEmailError } from './add-email-error';
import { EMAIL_TYPE_LABELS } from './email-types';

const addEmailSchema = z.object({ type: notificationEmailTypeSchema, email: emailAddressSchema });
type AddEmailValues = z.input<typeof addEmailSchema>;
type AddEmail = z.output<typeof addEmailSchema>;

export function AddEmailForm() {
  const addEmail = useAddNotificationEmail();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<AddEmailValues, unknown, AddEmail>({
    resolver: zodResolver(addEmailSchema),
    mode: 'onTouched',
    defaultValues: { type: 'contact', email: '' },
  });

  const onSubmit = async (values: AddEmail) => {
    setFailure(null);
    try {
      const added = await addEmail.mutateAsync(values);
      showToast(added.message, { type: 'success' });
      reset({ type: values.type, email: '' });
    } catch (error) {
      setFailure(addEmailError(error));
    }
  };

  return (
    <form
      noValidate
      onSubmit={handleSubmit(onSubmit)}
      aria-labelledby="add-email-heading"
      className="space-y-4 rounded-card border border-gray-200 bg-white p-6"
    >
      <h3 id="add-email-heading" className="text-xl font-bold text-gray-900">
        Add an e-mail address
      </h3>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label="Type"
          required
          registration={register('type')}
          error={errors.type?.message}
          options={NOTIFICATION_EMAIL_TYPES.map((type) => ({ value: type, label: `${type}: ${EMAIL_TYPE_LABELS[type]}` }))}
        />
        <InputField label="Email" type="email" required autoComplete="off" registration={register('email')} error={errors.email?.message} />
      </div>
      {failure && (
        <p role="alert" className="rounded-lg border border-red-300 bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
          {failure}
        </p>
      )}
      <button type="submit" disabled={isSubmitting} className={primaryButton}>
        Add e-mail
      </button>
    </form>
  );
}
