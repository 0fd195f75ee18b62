import { useId, useState, type FormEvent } from 'react';
import { primaryButton } from '../../../components/button-styles';
import { ApiRequestError } from '../../../lib/api-client';
import { useSendInvitations } from '../api/send-invitations';

const input = 'mt-1 block w-full rounded-lg border border-gray-400 bg-white px-3 py-2 text-gray-900';
const EMPTY = { email: '', firstName: '', lastName: '', isPro: false, isAdmin: false, isAuthor: false };

/** One invitation typed in: the server checks it as it checks a file's row, and sends it at once. */
export function InviteForm() {
  const id = useId();
  const [invitee, setInvitee] = useState(EMPTY);
  const send = useSendInvitations();
  const error = send.error instanceof ApiRequestError ? send.error.message : send.error ? 'The invitation could not be sent.' : null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send.mutate({ invitees: [invitee] }, { onSuccess: () => setInvitee(EMPTY) });
  };
  const text = (name: 'email' | 'firstName' | 'lastName', label: string, type = 'text') => (
    <div>
      <label htmlFor={`${id}-${name}`} className="text-sm font-semibold text-gray-900">
        {label}
      </label>
      <input
        id={`${id}-${name}`}
        type={type}
        value={invitee[name]}
        required={name === 'email'}
        aria-invalid={name === 'email' && error ? true : undefined}
        aria-describedby={name === 'email' && error ? `${id}-error` : undefined}
        onChange={(event) => setInvitee({ ...invitee, [name]: event.target.value })}
        className={input}
      />
    </div>
  );
  const flag = (name: 'isPro' | 'isAdmin' | 'isAuthor', label: string) => (
    <label className="flex items-center gap-2 text-sm font-semibold text-gray-900">
      <input
        type="checkbox"
        checked={invitee[name]}
        onChange={(event) => setInvitee({ ...invitee, [name]: event.target.checked })}
        className="h-4 w-4"
      />
      {label}
    </label>
  );
  return (
    <form aria-labelledby={`${id}-title`} onSubmit={submit} noValidate className="rounded-card border border-gray-200 bg-white p-5">
      <h2 id={`${id}-title`} className="text-xl font-bold text-gray-900">
        Invite one person
      </h2>
      <div className="mt-4 grid gap-4 sm:grid-cols-3">
        {text('email', 'E-mail', 'email')}
        {text('firstName', 'First name (optional)')}
        {text('lastName', 'Last name (optional)')}
      </div>
      <div className="mt-4 flex flex-wrap gap-6">
        {flag('isPro', 'Pro')}
        {flag('isAdmin', 'Administrator')}
        {flag('isAuthor', 'Author')}
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="mt-4 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
      <button type="submit" className={`${primaryButton} mt-4`} disabled={send.isPending}>
        {send.isPending ? 'Sending…' : 'Send invitation'}
      </button>
    </form>
  );
}
