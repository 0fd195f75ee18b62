import { CircleCheck, RotateCcw } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { TOPIC_REQUEST_STATUSES, topicRequestQuerySchema, type TopicRequest } from '@academy/shared';
import { quietButton } from '../../../components/button-styles';
import { DataTable, type TableColumn } from '../../../components/table/data-table';
import { useTopicRequests } from '../api/get-topic-requests';
import { useUpdateTopicRequest } from '../api/update-topic-request';
import { listParamsToQuery, readListParams, withChange } from '../../../lib/admin/list-params';
import { AddressText } from '../../../components/admin/address-text';
import { AdminScreen } from '../../../components/admin/admin-screen';
import { DateTime } from '../../../components/admin/date-time';
import { ListFilters } from '../../../components/admin/list-filters';
import { ListResults } from '../../../components/admin/list-results';

const STATUS_LABELS = { open: 'To handle', handled: 'Handled', all: 'All requests' } as const;

const COLUMNS: TableColumn<TopicRequest>[] = [
  { key: 'createdAt', header: 'Received', cell: (request) => <DateTime value={request.createdAt} /> },
  {
    key: 'topic',
    header: 'Topic',
    cell: (request) => (
      <>
        <span className="font-semibold break-words text-gray-900">{request.topic}</span>
        {request.details && <p className="mt-1 max-w-prose break-words whitespace-pre-wrap text-gray-700">{request.details}</p>}
      </>
    ),
  },
  {
    key: 'requester',
    header: 'From',
    cell: (request) =>
      request.requester ? (
        <>
          <span className="block">{request.requester.name}</span>
          <AddressText text={request.requester.email} className="block text-xs text-gray-600" />
        </>
      ) : (
        <span className="text-gray-600">A visitor</span>
      ),
  },
  {
    key: 'status',
    header: 'Status',
    cell: (request) =>
      request.handledAt ? (
        <>
          <span className="font-semibold text-green-800">Handled</span>
          <span className="block text-xs text-gray-700">
            <DateTime value={request.handledAt} />
            {request.handledBy && (
              <>
                {' by '}
                <AddressText text={request.handledBy} />
              </>
            )}
          </span>
        </>
      ) : (
        <span className="font-semibold text-amber-900">To handle</span>
      ),
  },
];
const VISIBLE = COLUMNS.map((column) => column.key);

function HandleButton({ request }: { request: TopicRequest }) {
  const update = useUpdateTopicRequest();
  const handled = request.handledAt !== null;
  const action = handled ? 'Open again' : 'Mark handled';
  return (
    <button
      type="button"
      className={quietButton}
      aria-label={`${action}: ${request.topic}`}
      disabled={update.isPending}
      onClick={() => update.mutate({ id: request.id, handled: !handled })}
    >
      {handled ? <RotateCcw aria-hidden="true" className="h-4 w-4" /> : <CircleCheck aria-hidden="true" className="h-4 w-4" />}
      {action}
    </button>
  );
}

/**
 * /admin/topic-requests: what visitors and learners asked the portal to teach, searched, filtered and
 * paged by the server; the Searches screen links here with a missed query as the search.
 */
export default function TopicRequestsPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = readListParams(topicRequestQuerySchema, searchParams);
  const { data, isError, isFetching } = useTopicRequests(filters);
  const show = (next: typeof filters) => setSearchParams(listParamsToQuery(topicRequestQuerySchema, next));
  const page = data?.result;

  return (
    <AdminScreen
      title="Topic requests"
      back={{ to: '/admin', label: 'Administration' }}
      intro="Topics visitors and learners asked for, often from a search that found nothing. Mark a request handled once it is answered or planned."
    >
      <ListFilters
        search={{
          label: 'Search requests',
          hint: 'Topic or details.',
          value: filters.q ?? '',
          onSearch: (q) => show(withChange(filters, { q })),
        }}
        filtersLabel="Filter requests"
        filters={[
          {
            label: 'Show',
            value: filters.status,
            choices: TOPIC_REQUEST_STATUSES.map((status) => ({ value: status, label: STATUS_LABELS[status] })),
            onChange: (value) => show(withChange(filters, { status: TOPIC_REQUEST_STATUSES.find((status) => status === value) ?? 'open' })),
          },
        ]}
      />
      <ListResults
        page={page}
        isError={isError}
        isFetching={isFetching}
        failure="The requests could not be loaded."
        status={(shown) =>
          `${shown.totalElements} ${shown.totalElements === 1 ? 'request' : 'requests'} shown, ${data!.openCount} to handle in all`
        }
        pagerLabel="Topic request pages"
        onPage={(pageNumber) => show({ ...filters, pageNumber })}
      >
        {(shown) => (
          <DataTable
            label="Topic requests"
            columns={COLUMNS}
            visibleColumns={VISIBLE}
            rows={shown.content}
            getRowId={(request) => request.id}
            rowName={(request) => request.topic}
            empty={filters.q ? 'No request matches the search.' : filters.status === 'open' ? 'Nothing to handle.' : 'No requests yet.'}
            actions={(request) => <HandleButton request={request} />}
          />
        )}
      </ListResults>
    </AdminScreen>
  );
}
