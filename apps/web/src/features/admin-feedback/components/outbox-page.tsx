import { useSearchParams } from 'react-router';
import { MAIL_KINDS, MAIL_STATUSES, type OutboxMessage } from '@academy/shared';
import { AddressText } from '../../../components/admin/address-text';
import { AdminScreen } from '../../../components/admin/admin-screen';
import { DateTime } from '../../../components/admin/date-time';
import { ListFilters } from '../../../components/admin/list-filters';
import { ListResults } from '../../../components/admin/list-results';
import { withChange } from '../../../lib/admin/list-params';
import { useOutbox } from '../api/get-outbox';
import { outboxFiltersFromSearch, outboxFiltersToQuery, type OutboxFilters } from '../outbox-filters';
import { attemptsLabel, KIND_LABELS, STATUS_LABELS } from '../outbox-labels';
import { ScrollRegion } from './scroll-region';

const th = 'px-3 py-2 text-left text-xs font-bold uppercase tracking-wide text-gray-700';
const td = 'px-3 py-3 align-top text-sm text-gray-800';
const STATUS_STYLE: Record<OutboxMessage['status'], string> = {
  sent: 'text-green-800',
  kept: 'text-gray-800',
  pending: 'text-amber-900',
  failed: 'text-red-800',
};

function Status({ message, maxAttempts }: { message: OutboxMessage; maxAttempts: number }) {
  const tries = attemptsLabel(message, maxAttempts);
  return (
    <>
      <span className={`font-semibold ${STATUS_STYLE[message.status]}`}>{STATUS_LABELS[message.status]}</span>
      {tries && <span className="block text-xs text-gray-700">{tries}</span>}
      {message.lastError && message.status !== 'sent' && (
        <span className="mt-1 block text-xs break-words text-gray-700">Last error: {message.lastError}</span>
      )}
    </>
  );
}

/** /admin/outbox: the portal's mail searched, filtered and paged by the server, with how delivery went. */
export default function OutboxPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = outboxFiltersFromSearch(searchParams);
  const { data, isError, isFetching } = useOutbox(filters);
  const show = (next: OutboxFilters) => setSearchParams(outboxFiltersToQuery(next));
  const page = data?.result;

  return (
    <AdminScreen
      title="Outbox"
      back={{ to: '/admin', label: 'Administration' }}
      intro="Contact messages, verification codes and bug reports the portal sent, newest first. Without a mail server they are kept here instead; a message the mail server refused for now is tried again, waiting twice as long each time."
    >
      <ListFilters
        search={{
          label: 'Search mail',
          hint: 'Addresses, subject or text.',
          value: filters.q ?? '',
          onSearch: (q) => show(withChange(filters, { q })),
        }}
        filtersLabel="Filter mail"
        filters={[
          {
            label: 'Status',
            value: filters.status ?? '',
            any: 'Any status',
            choices: MAIL_STATUSES.map((status) => ({ value: status, label: STATUS_LABELS[status] })),
            onChange: (value) => show(withChange(filters, { status: MAIL_STATUSES.find((status) => status === value) })),
          },
          {
            label: 'Kind',
            value: filters.kind ?? '',
            any: 'Any kind',
            choices: MAIL_KINDS.map((kind) => ({ value: kind, label: KIND_LABELS[kind] })),
            onChange: (value) => show(withChange(filters, { kind: MAIL_KINDS.find((kind) => kind === value) })),
          },
        ]}
      />
      <ListResults
        page={page}
        isError={isError}
        isFetching={isFetching}
        failure="The outbox could not be loaded."
        status={(shown) => `${shown.totalElements} ${shown.totalElements === 1 ? 'message' : 'messages'}`}
        pagerLabel="Outbox pages"
        onPage={(pageNumber) => show({ ...filters, pageNumber })}
      >
        {(shown) =>
          shown.content.length === 0 ? (
            <p className="rounded-card border border-gray-200 bg-white p-6 text-gray-700">
              {filters.q || filters.status || filters.kind ? 'No mail matches.' : 'No mail yet.'}
            </p>
          ) : (
            <ScrollRegion label="Outbox messages">
              <table className="w-full min-w-[52rem] border-collapse">
                <thead className="border-b border-gray-200 bg-gray-50">
                  <tr>
                    <th scope="col" className={th}>
                      Created
                    </th>
                    <th scope="col" className={th}>
                      Kind
                    </th>
                    <th scope="col" className={th}>
                      To
                    </th>
                    <th scope="col" className={`${th} w-2/5`}>
                      Subject and message
                    </th>
                    <th scope="col" className={th}>
                      Status
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-gray-200">
                  {shown.content.map((message) => (
                    <tr key={message.id}>
                      <td className={td}>
                        <DateTime value={message.createdAt} />
                      </td>
                      <td className={td}>{KIND_LABELS[message.kind]}</td>
                      <td className={td}>
                        <AddressText text={message.to} />
                        {message.replyTo && <AddressText text={`Reply-To: ${message.replyTo}`} className="block text-xs text-gray-600" />}
                      </td>
                      <td className={td}>
                        <details>
                          <summary className="cursor-pointer font-semibold text-gray-900">{message.subject}</summary>
                          <pre className="mt-2 font-sans break-words whitespace-pre-wrap text-gray-800">{message.body}</pre>
                        </details>
                      </td>
                      <td className={td}>
                        <Status message={message} maxAttempts={data!.maxAttempts} />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </ScrollRegion>
          )
        }
      </ListResults>
    </AdminScreen>
  );
}
