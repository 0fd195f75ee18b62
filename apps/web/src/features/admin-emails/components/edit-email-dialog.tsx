import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { emailAddressSchema, type NotificationEmail } from '@academy/shared';
import { FormActions } from '../../../components/form-actions';
import { useUpdateNotificationEmail } from '../api/update-notification-email';
import { InputField } from '../../../components/admin/fields';
import { EmailDialog } from './email-dialog';

const editSchema = z.object({ email: emailAddressSchema });
type EditValues = z.input<typeof editSchema>;
type Edit = z.output<typeof editSchema>;

/** Replaces an address (PUT with the currentEmail and newEmail headers); the new one needs verifying again. */
export function EditEmailDialog({ email, onClose }: { email: NotificationEmail; onClose: () => void }) {
  const update = useUpdateNotificationEmail();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<EditValues, unknown, Edit>({ resolver: zodResolver(editSchema), mode: 'onTouched', defaultValues: { email: email.email } });

  const onSubmit = (values: Edit) =>
    update.mutate({ type: email.type, currentEmail: email.email, newEmail: values.email }, { onSuccess: onClose });

  return (
    <EmailDialog title={`Edit ${email.email}`} onClose={onClose}>
      <form noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-4">
        <InputField
          label="New email"
          type="email"
          required
          autoComplete="off"
          registration={register('email')}
          error={errors.email?.message}
        />
        <FormActions submitLabel="Save" onCancel={onClose} isPending={isSubmitting || update.isPending} />
      </form>
    </EmailDialog>
  );
}
