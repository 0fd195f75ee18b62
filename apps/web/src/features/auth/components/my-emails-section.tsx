import { useId, useState, type FormEvent, type InputHTMLAttributes } from 'react';
import { BadgeCheck, MailCheck, Trash2 } from 'lucide-react';
import { emailAddressSchema, MAX_LEARNER_EMAILS, verificationCodeSchema, type LearnerEmail } from '@academy/shared';
import { primaryButton, quietButton, secondaryButton } from '../../../components/button-styles';
import { PageSpinner } from '../../../components/spinner';
import { ApiRequestError } from '../../../lib/api-client';
import { showToast } from '../../../lib/notifications';
import {
  useAddLearnerEmail,
  useConfirmLearnerEmailCode,
  useLearnerEmails,
  useRemoveLearnerEmail,
  useRequestLearnerEmailCode,
} from '../api/learner-emails';

const failureText = (error: unknown) => (error instanceof ApiRequestError ? error.message : 'Something went wrong!');

/** An input with its label and error, announced through aria-describedby. */
type FieldProps = { label: string; value: string; onChange: (value: string) => void; error: string | null } & Pick<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'inputMode' | 'autoComplete' | 'maxLength'
>;

function Field({ label, value, onChange, error, ...input }: FieldProps) {
  const id = useId();
  return (
    <div className="min-w-0 flex-1">
      <label htmlFor={id} className="text-sm font-semibold text-gray-900">
        {label}
      </label>
      <input
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={`mt-1 block w-full rounded-lg border bg-white px-3 py-2 text-gray-900 ${error ? 'border-red-600' : 'border-gray-400'}`}
        {...input}
      />
      {error && (
        <p id={`${id}-error`} role="alert" className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/** The code mailed to one address, typed back; only the server's answer verifies it. */
function CodeForm({ email, onDone }: { email: string; onDone: () => void }) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const confirm = useConfirmLearnerEmailCode();
  const resend = useRequestLearnerEmailCode();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = verificationCodeSchema.safeParse(code);
    if (!parsed.success) return setError(parsed.error.issues[0].message);
    confirm.mutate(
      { email, verificationCode: parsed.data },
      {
        onSuccess: (result) => {
          if (!result.isEmailVerified) return setError(result.message);
          showToast(`${email} is verified`, { type: 'success' });
          onDone();
        },
        onError: (failure) => setError(failureText(failure)),
      },
    );
  };
  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label={`Verify ${email}`}
      className="mt-3 flex flex-col gap-3 rounded-lg bg-brand-soft p-3 sm:flex-row sm:items-end"
    >
      <Field
        label={`Code sent to ${email}`}
        value={code}
        onChange={setCode}
        error={error}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
      />
      <button type="submit" disabled={confirm.isPending} className={primaryButton}>
        Verify
      </button>
      <button
        type="button"
        disabled={resend.isPending}
        className={secondaryButton}
        onClick={() =>
          resend.mutate(email, {
            onSuccess: ({ message }) => showToast(message, { type: 'success' }),
            onError: (failure) => setError(failureText(failure)),
          })
        }
      >
        Send a new code
      </button>
    </form>
  );
}

function AddressRow({
  address,
  verifying,
  onVerify,
  onVerified,
}: {
  address: LearnerEmail;
  verifying: boolean;
  onVerify: () => void;
  onVerified: () => void;
}) {
  const remove = useRemoveLearnerEmail();
  return (
    <li className="rounded-lg border border-gray-200 p-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="min-w-0 font-medium break-all text-gray-900">{address.email}</span>
        <span className="flex flex-wrap items-center gap-2">
          {address.isEmailVerified ? (
            <span className="inline-flex items-center gap-1 text-sm font-semibold text-green-800">
              <BadgeCheck aria-hidden="true" className="h-4 w-4" />
              Verified
            </span>
          ) : (
            <>
              <span className="text-sm text-amber-900">Not verified</span>
              {!verifying && (
                <button type="button" className={quietButton} onClick={onVerify}>
                  <MailCheck aria-hidden="true" className="h-4 w-4" />
                  Verify<span className="sr-only"> {address.email}</span>
                </button>
              )}
            </>
          )}
          <button
            type="button"
            className={quietButton}
            disabled={remove.isPending}
            onClick={() => remove.mutate(address.email)}
            aria-label={`Remove ${address.email}`}
          >
            <Trash2 aria-hidden="true" className="h-4 w-4" />
          </button>
        </span>
      </div>
      {verifying && <CodeForm email={address.email} onDone={onVerified} />}
    </li>
  );
}

/**
 * Manage Emails for every signed-in user (spec section 6): the learner's own notification addresses.
 * Adding one mails it a code at once; mail goes only to verified addresses.
 */
export function MyEmailsSection() {
  const { data: addresses, isPending } = useLearnerEmails();
  const add = useAddLearnerEmail();
  const requestCode = useRequestLearnerEmailCode();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [verifying, setVerifying] = useState<string | null>(null);

  const sendCode = (address: string) =>
    requestCode.mutate(address, {
      onSuccess: ({ message }) => {
        showToast(message, { type: 'success' });
        setVerifying(address);
      },
      onError: (failure) => showToast(failureText(failure), { type: 'danger' }),
    });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = emailAddressSchema.safeParse(email);
    if (!parsed.success) return setError(parsed.error.issues[0].message);
    setError(null);
    add.mutate(parsed.data, {
      onSuccess: ({ result }) => {
        setEmail('');
        sendCode(result.email);
      },
      onError: (failure) => setError(failureText(failure)),
    });
  };

  return (
    <section aria-labelledby="my-emails-heading" className="space-y-4 rounded-card border border-gray-200 bg-white p-6">
      <h2 id="my-emails-heading" className="text-xl font-bold text-gray-900">
        Your notification addresses
      </h2>
      <p className="max-w-3xl text-gray-700">
        Where we send your notifications, such as the message that you completed a course. We mail each address a code first: only verified
        addresses receive anything. Up to {MAX_LEARNER_EMAILS} addresses.
      </p>
      {isPending ? (
        <PageSpinner />
      ) : addresses && addresses.length > 0 ? (
        <ul aria-label="Your notification addresses" className="space-y-2">
          {addresses.map((address) => (
            <AddressRow
              key={address.id}
              address={address}
              verifying={verifying === address.email}
              onVerify={() => sendCode(address.email)}
              onVerified={() => setVerifying(null)}
            />
          ))}
        </ul>
      ) : (
        <p className="text-gray-700" data-testid="no-learner-emails">
          You have no notification addresses yet, so we send you no notifications.
        </p>
      )}
      <form noValidate onSubmit={submit} aria-label="Add a notification address" className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <Field label="E-mail address" type="email" autoComplete="email" value={email} onChange={setEmail} error={error} />
        <button type="submit" disabled={add.isPending} className={primaryButton}>
          Add address
        </button>
      </form>
    </section>
  );
}
