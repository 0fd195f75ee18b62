import { useState, type FormEvent } from 'react';
import {
  EMAIL_MESSAGES,
  VERIFICATION_CODE_LENGTH,
  VERIFICATION_CODE_TTL_MINUTES,
  verificationCodeSchema,
  type NotificationEmail,
} from '@academy/shared';
import { quietButton } from '../../../components/button-styles';
import { FormActions } from '../../../components/form-actions';
import { ApiRequestError } from '../../../lib/api-client';
import { showToast } from '../../../lib/notifications';
import { useRequestEmailVerification } from '../api/request-email-verification';
import { useValidateVerificationCode } from '../api/validate-verification-code';
import { EmailDialog } from './email-dialog';

/** The code sent to the address is typed here; only the server's isEmailVerified counts. */
export function VerifyEmailDialog({ email, onClose }: { email: NotificationEmail; onClose: () => void }) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const validate = useValidateVerificationCode();
  const resend = useRequestEmailVerification();

  const refuse = (message: string) => {
    setError(message);
    showToast(message, { type: 'danger' });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = verificationCodeSchema.safeParse(code);
    if (!parsed.success) {
      setError(parsed.error.issues[0].message);
      return;
    }
    setError(null);
    validate.mutate(
      { type: email.type, email: email.email, code: parsed.data },
      {
        onSuccess: (result) => {
          if (!result.isEmailVerified) return refuse(result.message || EMAIL_MESSAGES.invalidCode);
          showToast(EMAIL_MESSAGES.verified, { type: 'success' });
          onClose();
        },
        onError: (failure) =>
          refuse(failure instanceof ApiRequestError && failure.errors.length > 0 ? failure.message : EMAIL_MESSAGES.invalidCode),
      },
    );
  };

  return (
    <EmailDialog title={`Verify ${email.email}`} onClose={onClose}>
      <form noValidate onSubmit={submit} className="space-y-4">
        <p className="text-gray-700">
          We sent a {VERIFICATION_CODE_LENGTH}-digit code to {email.email}. It works once, for {VERIFICATION_CODE_TTL_MINUTES} minutes.
        </p>
        <div>
          <label htmlFor="verification-code" className="text-sm font-semibold text-gray-900">
            Verification code
          </label>
          <input
            id="verification-code"
            value={code}
            onChange={(event) => setCode(event.target.value)}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={VERIFICATION_CODE_LENGTH}
            autoFocus
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'verification-code-error' : undefined}
            className={`mt-1 block w-40 rounded-lg border bg-white px-3 py-2 font-mono text-lg tracking-widest text-gray-900 ${error ? 'border-red-600' : 'border-gray-400'}`}
          />
          {error && (
            <p id="verification-code-error" role="alert" className="mt-1 text-sm font-medium text-red-700">
              {error}
            </p>
          )}
        </div>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <button
            type="button"
            className={quietButton}
            disabled={resend.isPending}
            onClick={() => resend.mutate({ type: email.type, email: email.email })}
          >
            Send a new code
          </button>
          <FormActions submitLabel="Verify" onCancel={onClose} isPending={validate.isPending} className="flex gap-3" />
        </div>
      </form>
    </EmailDialog>
  );
}
