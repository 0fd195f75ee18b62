import { useId, useState, type ChangeEvent } from 'react';
import {
  INVITATION_CSV_HEADER,
  INVITATION_CSV_MAX_BYTES,
  INVITATION_MAX_ROWS,
  type InvitationPreview,
  type InvitationPreviewRow,
} from '@academy/shared';
import { primaryButton, secondaryButton } from '../../../components/button-styles';
import { ApiRequestError } from '../../../lib/api-client';
import { usePreviewInvitations, useSendInvitations } from '../api/send-invitations';
import { invitationRights } from '../invitation-rights';

/** Preview rows drawn at once; more on request, so 10,000 rows do not fill the page. */
const ROWS_SHOWN = 100;
const count = (value: number) => value.toLocaleString('en');
const invitations = (value: number) => (value === 1 ? '1 invitation' : `${count(value)} invitations`);
const failure = (error: unknown, fallback: string) => (error instanceof ApiRequestError ? error.message : error ? fallback : null);

function PreviewTable({ rows, label }: { rows: InvitationPreviewRow[]; label: string }) {
  const [shown, setShown] = useState(ROWS_SHOWN);
  return (
    <>
      <div className="mt-4 overflow-x-auto" role="region" aria-label={label} tabIndex={0}>
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{label}</caption>
          <thead className="border-b border-gray-300 text-gray-700">
            <tr>
              <th scope="col" className="px-2 py-2">
                Line
              </th>
              <th scope="col" className="px-2 py-2">
                E-mail
              </th>
              <th scope="col" className="px-2 py-2">
                Name
              </th>
              <th scope="col" className="px-2 py-2">
                Rights
              </th>
              <th scope="col" className="px-2 py-2">
                Check
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.slice(0, shown).map((row) => (
              <tr key={row.line} className="border-b border-gray-200 align-top">
                <td className="px-2 py-2">{row.line}</td>
                <td className="px-2 py-2 break-all">{row.email}</td>
                <td className="px-2 py-2">{[row.firstName, row.lastName].filter(Boolean).join(' ') || '—'}</td>
                <td className="px-2 py-2">{invitationRights(row)}</td>
                <td className="px-2 py-2">
                  {row.errors.length === 0 ? (
                    <span className="font-semibold text-green-800">Ready</span>
                  ) : (
                    <ul className="font-medium text-red-700">
                      {row.errors.map((error) => (
                        <li key={error}>{error}</li>
                      ))}
                    </ul>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {rows.length > shown && (
        <button type="button" className={`${secondaryButton} mt-3`} onClick={() => setShown(shown + ROWS_SHOWN)}>
          Show {count(Math.min(ROWS_SHOWN, rows.length - shown))} more rows of {count(rows.length)}
        </button>
      )}
    </>
  );
}

/**
 * A CSV of up to 10,000 rows: read in the browser, checked on the server in one request (nothing is
 * stored), shown row by row with each row's errors, and sent only when the administrator confirms.
 * With errors, the rows without any can be sent; the server checks them all again and sends all or none.
 */
export function CsvInvitations() {
  const id = useId();
  const [fileName, setFileName] = useState('');
  const [readError, setReadError] = useState<string | null>(null);
  const [preview, setPreview] = useState<InvitationPreview | null>(null);
  const [onlyErrors, setOnlyErrors] = useState(false);
  const check = usePreviewInvitations();
  const send = useSendInvitations();

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    setPreview(null);
    setReadError(null);
    send.reset();
    if (!file) return;
    setFileName(file.name);
    if (file.size > INVITATION_CSV_MAX_BYTES) return setReadError(`${file.name} is larger than 2 MiB; split it into several files.`);
    check.mutate(
      { csv: await file.text() },
      {
        onSuccess: (checked) => {
          setPreview(checked);
          setOnlyErrors(checked.invalid > 0);
        },
      },
    );
  };
  const ready = preview?.rows.filter((row) => row.errors.length === 0) ?? [];
  const confirm = () =>
    send.mutate(
      {
        invitees: ready.map(({ email, firstName, lastName, isPro, isAdmin, isAuthor }) => ({
          email,
          firstName,
          lastName,
          isPro,
          isAdmin,
          isAuthor,
        })),
      },
      { onSuccess: () => setPreview(null) },
    );
  const problem =
    readError ?? failure(check.error, 'The file could not be checked.') ?? failure(send.error, 'The invitations could not be sent.');

  return (
    <section aria-labelledby={`${id}-title`} className="rounded-card border border-gray-200 bg-white p-5">
      <h2 id={`${id}-title`} className="text-xl font-bold text-gray-900">
        Invite from a CSV file
      </h2>
      <p className="mt-2 text-sm text-gray-700">
        The first line names the columns: <code className="rounded bg-gray-100 px-1 font-mono">{INVITATION_CSV_HEADER}</code>. Only email is
        required; the other columns may be left out or empty, in any order. pro, admin and author take yes or no (an empty cell is no). At
        most {count(INVITATION_MAX_ROWS)} rows and 2 MiB. You see every row before anything is sent.
      </p>
      <label htmlFor={`${id}-file`} className="mt-4 block text-sm font-semibold text-gray-900">
        CSV file
      </label>
      <input id={`${id}-file`} type="file" accept=".csv,text/csv" onChange={(event) => void choose(event)} className="mt-1 block text-sm" />
      <div aria-live="polite" className="mt-3 text-sm text-gray-800">
        {check.isPending && <p>Checking {fileName}…</p>}
        {send.isPending && <p>Sending {invitations(ready.length)}…</p>}
        {send.isSuccess && <p className="font-semibold text-green-800">{send.data.message}. Their delivery shows in the list below.</p>}
      </div>
      {problem && (
        <p role="alert" className="mt-3 text-sm font-medium text-red-700">
          {problem}
        </p>
      )}
      {preview && (
        <div className="mt-4">
          <p role="status" className="font-semibold text-gray-900">
            {count(preview.total)} rows: {count(preview.valid)} ready, {count(preview.invalid)} with errors. Links work for{' '}
            {preview.validDays} days.
          </p>
          {preview.invalid > 0 && (
            <label className="mt-3 flex items-center gap-2 text-sm font-semibold text-gray-900">
              <input type="checkbox" checked={onlyErrors} onChange={(event) => setOnlyErrors(event.target.checked)} className="h-4 w-4" />
              Only rows with errors
            </label>
          )}
          <PreviewTable
            key={String(onlyErrors)}
            label={`Rows of ${fileName}`}
            rows={onlyErrors ? preview.rows.filter((row) => row.errors.length > 0) : preview.rows}
          />
          <div className="mt-4 flex flex-wrap gap-3">
            <button type="button" className={primaryButton} disabled={ready.length === 0 || send.isPending} onClick={confirm}>
              {preview.invalid > 0
                ? `Send ${invitations(ready.length)}, leave out the rows with errors`
                : `Send ${invitations(ready.length)}`}
            </button>
            <button type="button" className={secondaryButton} onClick={() => setPreview(null)}>
              Cancel
            </button>
          </div>
        </div>
      )}
    </section>
  );
}
