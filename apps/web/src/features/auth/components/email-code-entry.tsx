import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { accountCodeSchema, type UserDetails } from '@academy/shared';
import { primaryButton, secondaryButton } from '../../../components/button-styles';
import { FormField } from '../../../components/form-field';
import { ApiRequestError } from '../../../lib/api-client';
import { showToast } from '../../../lib/notifications';
import { useConfirmEmailCode, useResendEmailCode } from '../api/email-verification';

interface CodeForm {
  verificationCode: string;
}

/** The code field and the new-code button; loaded only for an unverified account. */
export default function EmailCodeEntry({ user }: { user: UserDetails }) {
  const confirm = useConfirmEmailCode();
  const resend = useResendEmailCode();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<CodeForm>({ resolver: zodResolver(accountCodeSchema), mode: 'onSubmit', defaultValues: { verificationCode: '' } });

  const onSubmit = async ({ verificationCode }: CodeForm) => {
    try {
      await confirm.mutateAsync(verificationCode);
      showToast('Your e-mail address is confirmed.', { type: 'success' });
    } catch (error) {
      const message =
        error instanceof ApiRequestError
          ? (error.errors.find((item) => item.field?.endsWith('verificationCode'))?.errorMessage ?? error.message)
          : 'Something went wrong!';
      setError('verificationCode', { type: 'server', message });
    }
  };

  const sendNewCode = () => resend.mutate(undefined, { onSuccess: ({ message }) => showToast(message, { type: 'success' }) });

  return (
    <section aria-labelledby="verify-email-heading" className="border-b border-amber-300 bg-amber-50 px-4 py-4 sm:px-8">
      <h2 id="verify-email-heading" className="text-base font-bold text-gray-900">
        Confirm your e-mail address
      </h2>
      <p className="mt-1 max-w-3xl text-sm text-gray-800">
        We sent a 6-digit code to <strong>{user.login}</strong>. Until you enter it, this account can read the academy and keep its
        progress, but has no pro or administrator rights, and feedback you send is anonymous.
      </p>
      <form noValidate onSubmit={handleSubmit(onSubmit)} className="mt-3 flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="sm:w-48">
          <FormField
            label="Code"
            autoComplete="one-time-code"
            registration={register('verificationCode')}
            error={errors.verificationCode?.message}
          />
        </div>
        <button type="submit" disabled={isSubmitting} className={primaryButton}>
          Confirm
        </button>
        <button type="button" onClick={sendNewCode} disabled={resend.isPending} className={secondaryButton}>
          Send a new code
        </button>
      </form>
    </section>
  );
}
