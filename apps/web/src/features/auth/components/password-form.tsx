import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { passwordChangeSchema, type PasswordChange } from '@academy/shared';
import { primaryButton } from '../../../components/button-styles';
import { FormField } from '../../../components/form-field';
import { showToast } from '../../../lib/notifications';
import { useChangePassword } from '../api/change-password';
import { applyServerFieldErrors } from '../../../lib/server-field-errors';

const FIELDS = ['currentPassword', 'newPassword'] as const;

export function PasswordForm() {
  const changePassword = useChangePassword();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<PasswordChange>({
    resolver: zodResolver(passwordChangeSchema),
    mode: 'onTouched',
    defaultValues: { currentPassword: '', newPassword: '' },
  });

  const onSubmit = async (values: PasswordChange) => {
    try {
      const { message } = await changePassword.mutateAsync(values);
      reset();
      showToast(message, { type: 'success' });
    } catch (error) {
      applyServerFieldErrors(error, FIELDS, setError);
    }
  };

  return (
    <form
      noValidate
      onSubmit={handleSubmit(onSubmit)}
      aria-labelledby="password-heading"
      className="space-y-5 rounded-card border border-gray-200 bg-white p-6"
    >
      <h2 id="password-heading" className="text-xl font-bold text-gray-900">
        Password
      </h2>
      <FormField
        label="Current password"
        type="password"
        autoComplete="current-password"
        registration={register('currentPassword')}
        error={errors.currentPassword?.message}
      />
      <FormField
        label="New password"
        type="password"
        autoComplete="new-password"
        registration={register('newPassword')}
        error={errors.newPassword?.message}
      />
      <button type="submit" disabled={isSubmitting} className={primaryButton}>
        Change password
      </button>
    </form>
  );
}
