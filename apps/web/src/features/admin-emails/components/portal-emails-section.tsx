import { useState } from 'react';
import { BadgeCheck, MailCheck, Pencil, Trash2 } from 'lucide-react';
import type { NotificationEmail } from '@academy/shared';
import { quietButton } from '../../../components/button-styles';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { CheckedNames } from '../../../components/admin/checked-names';
import { PageSpinner } from '../../../components/spinner';
import type { TableColumn } from '../../../components/table/data-table';
import { useListTable } from '../../../components/table/use-list-table';
import { useDeleteNotificationEmails } from '../api/delete-notification-email';
import { useAllNotificationEmails } from '../api/get-notification-emails';
import { useRequestEmailVerification } from '../api/request-email-verification';
import { AddEmailForm } from './add-email-form';
import { EditEmailDialog } from './edit-email-dialog';
import { EMAIL_TYPE_LABELS } from './email-types';
import { VerifyEmailDialog } from './verify-email-dialog';
import { AddressText } from '../../../components/admin/address-text';
import { DateTime } from '../../../components/admin/date-time';
import { CheckableList } from '../../../components/admin/checkable-list';

/** Spec section 5: the e-mail search covers the address and the type. */
const SEARCH_FIELDS = ['email', 'type'] as const satisfies readonly (keyof NotificationEmail)[];

const COLUMNS: TableColumn<NotificationEmail>[] = [
  { key: 'email', header: 'Email', cell: (row) => <AddressText text={row.email} className="font-medium" /> },
  { key: 'type', header: 'Type', cell: (row) => `${row.type}: ${EMAIL_TYPE_LABELS[row.type]}` },
  {
    key: 'status',
    header: 'Status',
    cell: (row) =>
      row.isEmailVerified ? (
        <span className="inline-flex items-center gap-1 font-semibold text-green-800">
          <BadgeCheck aria-hidden="true" className="h-4 w-4" />
          Verified
        </span>
      ) : (
        <span className="text-amber-900">Not verified</span>
      ),
  },
  { key: 'updatedAt', header: 'Changed', cell: (row) => <DateTime value={row.updatedAt} /> },
];
const COLUMN_KEYS = COLUMNS.map((column) => column.key);
const rowId = (row: NotificationEmail) => row.id;

/** On Manage Emails (/email), for administrators only: the portal's addresses that receive the contact form and bug feedback, by type. */
export default function PortalEmailsSection() {
  const { emails, isPending } = useAllNotificationEmails();
  const table = useListTable(emails, { getRowId: rowId, searchFields: SEARCH_FIELDS, columnKeys: COLUMN_KEYS });
  const deleteEmails = useDeleteNotificationEmails();
  const requestCode = useRequestEmailVerification();
  const [toDelete, setToDelete] = useState<NotificationEmail[]>([]);
  const [editing, setEditing] = useState<NotificationEmail | null>(null);
  const [verifying, setVerifying] = useState<NotificationEmail | null>(null);

  const startVerification = (row: NotificationEmail) =>
    requestCode.mutate({ type: row.type, email: row.email }, { onSuccess: () => setVerifying(row) });

  return (
    <section aria-labelledby="portal-emails-heading">
      <h2 id="portal-emails-heading" className="text-2xl font-bold text-gray-900">
        The portal&apos;s addresses
      </h2>
      <p className="mt-2 max-w-3xl text-gray-700">
        The addresses that receive messages from the contact form and feedback marked as a bug. Mail goes only to verified addresses.
      </p>
      <div className="mt-4 space-y-8">
        <AddEmailForm />
        <section aria-labelledby="emails-heading">
          <h3 id="emails-heading" className="mb-3 text-xl font-bold text-gray-900">
            Addresses
          </h3>
          {isPending ? (
            <PageSpinner />
          ) : (
            <CheckableList
              label="Notification e-mail addresses"
              table={table}
              columns={COLUMNS}
              total={emails.length}
              getRowId={rowId}
              rowName={(row) => `${row.email} (${row.type})`}
              search={{ label: 'Search e-mails', hint: 'Address or type.' }}
              noun={{ one: 'address', many: 'addresses' }}
              onDeleteChecked={() => setToDelete(emails.filter((row) => table.selected.has(row.id)))}
              actions={(row) => (
                <span className="inline-flex gap-1">
                  {!row.isEmailVerified && (
                    <button type="button" className={quietButton} disabled={requestCode.isPending} onClick={() => startVerification(row)}>
                      <MailCheck aria-hidden="true" className="h-4 w-4" />
                      Verify
                      <span className="sr-only">
                        {' '}
                        {row.email} ({row.type})
                      </span>
                    </button>
                  )}
                  <button
                    type="button"
                    className={quietButton}
                    aria-label={`Edit ${row.email} (${row.type})`}
                    onClick={() => setEditing(row)}
                  >
                    <Pencil aria-hidden="true" className="h-4 w-4" />
                  </button>
                  <button
                    type="button"
                    className={quietButton}
                    aria-label={`Delete ${row.email} (${row.type})`}
                    onClick={() => setToDelete([row])}
                  >
                    <Trash2 aria-hidden="true" className="h-4 w-4" />
                  </button>
                </span>
              )}
            />
          )}
        </section>
      </div>
      {editing && <EditEmailDialog email={editing} onClose={() => setEditing(null)} />}
      {verifying && <VerifyEmailDialog email={verifying} onClose={() => setVerifying(null)} />}
      <ConfirmDialog
        title={toDelete.length === 1 ? `Delete ${toDelete[0].email}?` : `Delete ${toDelete.length} addresses?`}
        confirmLabel="Delete"
        isOpen={toDelete.length > 0}
        isPending={deleteEmails.isPending}
        onCancel={() => setToDelete([])}
        onConfirm={() => deleteEmails.mutate(toDelete, { onSettled: () => setToDelete([]) })}
      >
        <CheckedNames names={toDelete.length > 1 ? toDelete.map((row) => `${row.email} (${row.type})`) : []} />
        <p className="mt-2">{toDelete.length === 1 ? 'It' : 'They'} will no longer receive notifications.</p>
      </ConfirmDialog>
    </section>
  );
}
