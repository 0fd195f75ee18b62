import { RotateCcw, Send, XCircle } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { INVITATION_STATUSES, invitationQuerySchema, MAIL_STATUSES, type Invitation, type InvitationStatus } from '@academy/shared';
import { quietButton } from '../../../components/button-styles';
import { AddressText } from '../../../components/admin/address-text';
import { AdminScreen } from '../../../components/admin/admin-screen';
import { DateTime } from '../../../components/admin/date-time';
import { ListFilters } from '../../../components/admin/list-filters';
import { ListResults } from '../../../components/admin/list-results';
import { DataTable, type TableColumn } from '../../../components/table/data-table';
import { listParamsToQuery, readListParams, withChange } from '../../../lib/admin/list-params';
import { useChangeInvitation } from '../api/change-invitation';
import { invitationRights } from '../invitation-rights';
import { useInvitations } from '../api/get-invitations';
import { CsvInvitations } from './csv-invitations';
import { InviteForm } from './invite-form';

const STATUS_LABELS: Record<InvitationStatus, string> = {
  pending: 'Pending',
  accepted: 'Accepted',
  expired: 'Expired',
  revoked: 'Revoked',
  joined: 'Joined on their own',
};

const COLUMNS: TableColumn<Invitation>[] = [
  {
    key: 'email',
    header: 'Invitee',
    cell: (invitation) => (
      <>
        <AddressText text={invitation.email} className="block font-semibold text-gray-900" />
        <span className="block text-xs text-gray-700">{[invitation.firstName, invitation.lastName].filter(Boolean).join(' ')}</span>
      </>
    ),
  },
  {
    key: 'rights',
    header: 'Rights',
    cell: invitationRights,
  },
  {
    key: 'status',
    header: 'Status',
    cell: (invitation) => (
      <>
        <span className="font-semibold text-gray-900">{STATUS_LABELS[invitation.status]}</span>
        <span className="block text-xs text-gray-700">
          {invitation.status === 'accepted' && <DateTime value={invitation.acceptedAt} />}
          {invitation.status === 'revoked' && <DateTime value={invitation.revokedAt} />}
          {(invitation.status === 'pending' || invitation.status === 'expired') && (
            <>
              {invitation.status === 'pending' ? 'until ' : 'since '}
              <DateTime value={invitation.expiresAt} />
            </>
          )}
        </span>
      </>
    ),
  },
  { key: 'mailStatus', header: 'Mail', cell: (invitation) => invitation.mailStatus ?? '—' },
  {
    key: 'lastSentAt',
    header: 'Sent',
    cell: (invitation) => (
      <>
        <DateTime value={invitation.lastSentAt} />
        <span className="block text-xs text-gray-700">
          {invitation.sentCount > 1 ? `${invitation.sentCount} times, ` : ''}by {invitation.invitedBy ?? 'a deleted account'}
        </span>
      </>
    ),
  },
];
const VISIBLE = COLUMNS.map((column) => column.key);

function InvitationActions({ invitation }: { invitation: Invitation }) {
  const change = useChangeInvitation();
  if (invitation.status !== 'pending' && invitation.status !== 'expired') return null;
  return (
    <div className="flex flex-wrap gap-1">
      <button
        type="button"
        className={quietButton}
        aria-label={`Resend: ${invitation.email}`}
        disabled={change.isPending}
        onClick={() => change.mutate({ id: invitation.id, change: 'resend' })}
      >
        {invitation.sentCount > 1 ? <RotateCcw aria-hidden="true" className="h-4 w-4" /> : <Send aria-hidden="true" className="h-4 w-4" />}
        Resend
      </button>
      <button
        type="button"
        className={quietButton}
        aria-label={`Revoke: ${invitation.email}`}
        disabled={change.isPending}
        onClick={() => change.mutate({ id: invitation.id, change: 'revoke' })}
      >
        <XCircle aria-hidden="true" className="h-4 w-4" />
        Revoke
      </button>
    </div>
  );
}

/**
 * /admin/invitations: invite one person or a CSV of up to 10,000 (decision 051), and the list of
 * invitations with their status, their mail's delivery, resend and revoke.
 */
export default function InvitationsPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = readListParams(invitationQuerySchema, searchParams);
  const { data, isError, isFetching } = useInvitations(filters);
  const show = (next: typeof filters) => setSearchParams(listParamsToQuery(invitationQuerySchema, next));
  const delivery = data?.delivery;
  const queued = delivery ? MAIL_STATUSES.reduce((sum, status) => sum + delivery[status], 0) : 0;

  return (
    <AdminScreen
      title="Invitations"
      back={{ to: '/admin', label: 'Administration' }}
      intro="Invite people by e-mail. Each gets a link that works once and creates a verified account on this portal with the rights you choose. An address that signs up on its own first just becomes a member: its invitation shows as joined, and its rights are not granted."
    >
      <div className="grid gap-6">
        <InviteForm />
        <CsvInvitations />
        <section aria-labelledby="invitation-list-title">
          <h2 id="invitation-list-title" className="text-xl font-bold text-gray-900">
            Sent invitations
          </h2>
          {delivery && delivery.pending > 0 && (
            <p role="status" className="mt-2 text-sm text-gray-800">
              Mail going out: {(queued - delivery.pending).toLocaleString('en')} of {queued.toLocaleString('en')} delivered or tried.
            </p>
          )}
          <ListFilters
            className="mt-3"
            search={{
              label: 'Search invitations',
              hint: 'Address or name.',
              value: filters.q ?? '',
              onSearch: (q) => show(withChange(filters, { q })),
            }}
            filtersLabel="Filter invitations"
            filters={[
              {
                label: 'Status',
                value: filters.status ?? '',
                any: 'Any status',
                choices: INVITATION_STATUSES.map((status) => ({
                  value: status,
                  label: `${STATUS_LABELS[status]} (${data?.counts[status] ?? 0})`,
                })),
                onChange: (value) => show(withChange(filters, { status: INVITATION_STATUSES.find((status) => status === value) })),
              },
            ]}
          />
          <ListResults
            page={data?.result}
            isError={isError}
            isFetching={isFetching}
            failure="The invitations could not be loaded."
            status={(shown) => `${shown.totalElements} ${shown.totalElements === 1 ? 'invitation' : 'invitations'} shown`}
            pagerLabel="Invitation pages"
            onPage={(pageNumber) => show({ ...filters, pageNumber })}
          >
            {(shown) => (
              <DataTable
                label="Invitations"
                columns={COLUMNS}
                visibleColumns={VISIBLE}
                rows={shown.content}
                getRowId={(invitation) => invitation.id}
                rowName={(invitation) => invitation.email}
                empty={filters.q || filters.status ? 'No invitation matches.' : 'No invitations yet.'}
                actions={(invitation) => <InvitationActions invitation={invitation} />}
              />
            )}
          </ListResults>
        </section>
      </div>
    </AdminScreen>
  );
}
