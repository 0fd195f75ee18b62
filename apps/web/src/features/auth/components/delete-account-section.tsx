import { useId, useState, type FormEvent } from 'react';
import type { UserDetails } from '@academy/shared';
import { dangerButton } from '../../../components/button-styles';
import { ApiRequestError } from '../../../lib/api-client';
import { useDeleteAccount } from '../api/account-data';

/**
 * Deleting the account, confirmed by typing its login: what goes and what stays is said before, as
 * on the privacy page. The server checks the confirmation again and refuses the demo accounts and
 * a portal's only administrator; its reason is shown here.
 */
export function DeleteAccountSection({ user }: { user: UserDetails }) {
  const id = useId();
  const [confirmation, setConfirmation] = useState('');
  const [error, setError] = useState<string | null>(null);
  const remove = useDeleteAccount();
  const matches = confirmation.trim().toLowerCase() === user.login.toLowerCase();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!matches) {
      setError(`Type ${user.login} to confirm`);
      return;
    }
    setError(null);
    remove.mutate(confirmation, {
      onError: (failure) =>
        setError(failure instanceof ApiRequestError ? failure.message : 'Your account could not be deleted. Please try again later.'),
    });
  };

  return (
    <section aria-labelledby="delete-heading" className="space-y-3 rounded-card border border-red-300 bg-white p-6">
      <h2 id="delete-heading" className="text-xl font-bold text-gray-900">
        Delete my account
      </h2>
      <p className="text-gray-700">This cannot be undone. Deleting your account at once:</p>
      <ul className="list-disc space-y-1 pl-6 text-gray-700">
        <li>
          removes your profile, sign-in, progress, favourites, knowledge check attempts, notification addresses and the mail we sent you;
        </li>
        <li>removes your feedback, except ratings, which stay for the course statistics without anything that points to you;</li>
        <li>signs you out everywhere.</li>
      </ul>
      <form noValidate onSubmit={submit} className="space-y-3">
        <div>
          <label htmlFor={id} className="text-sm font-semibold text-gray-900">
            Type your e-mail address, {user.login}, to confirm
          </label>
          <input
            id={id}
            type="email"
            autoComplete="off"
            value={confirmation}
            onChange={(event) => setConfirmation(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            className={`mt-1 block w-full rounded-lg border bg-white px-3 py-2 text-gray-900 ${error ? 'border-red-600' : 'border-gray-400'}`}
          />
          {error && (
            <p id={`${id}-error`} role="alert" className="mt-1 text-sm font-medium text-red-700">
              {error}
            </p>
          )}
        </div>
        <button type="submit" disabled={remove.isPending} className={dangerButton}>
          Delete my account
        </button>
      </form>
    </section>
  );
}
