import { RotateCcw } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { WEBHOOK_DELIVERY_STATUSES, webhookDeliveryQuerySchema, type WebhookDelivery } from '@academy/shared';
import { quietButton } from '../../../components/button-styles';
import { AddressText } from '../../../components/admin/address-text';
import { DateTime } from '../../../components/admin/date-time';
import { ListFilters } from '../../../components/admin/list-filters';
import { ListResults } from '../../../components/admin/list-results';
import { DataTable, type TableColumn } from '../../../components/table/data-table';
import { listParamsToQuery, readListParams, withChange } from '../../../lib/admin/list-params';
import { useWebhookDeliveries } from '../api/get-webhook-deliveries';
import { useReplayWebhookDelivery } from '../api/replay-webhook-delivery';

const STATUS_LABELS = { pending: 'Waiting', delivered: 'Delivered', failed: 'Failed' } as const;
const STATUS_COLOURS = { pending: 'text-amber-900', delivered: 'text-green-800', failed: 'text-red-800' } as const;

const COLUMNS: TableColumn<WebhookDelivery>[] = [
  { key: 'createdAt', header: 'Event at', cell: (delivery) => <DateTime value={delivery.createdAt} /> },
  {
    key: 'event',
    header: 'Event',
    cell: (delivery) => (
      <>
        <span className="font-mono font-semibold">{delivery.event}</span>
        <span className="block font-mono text-xs text-gray-600">{delivery.eventId}</span>
      </>
    ),
  },
  { key: 'url', header: 'Endpoint', cell: (delivery) => <AddressText text={delivery.url} className="break-all" /> },
  {
    key: 'status',
    header: 'Status',
    cell: (delivery) => (
      <>
        <span className={`font-semibold ${STATUS_COLOURS[delivery.status]}`}>{STATUS_LABELS[delivery.status]}</span>
        <span className="block text-xs text-gray-700">
          {delivery.attempts} {delivery.attempts === 1 ? 'try' : 'tries'}
          {delivery.lastStatusCode !== null && `, answered ${delivery.lastStatusCode}`}
        </span>
        {delivery.status !== 'delivered' && delivery.lastError && (
          <span className="block max-w-xs text-xs break-words text-gray-700">{delivery.lastError}</span>
        )}
        {delivery.nextAttemptAt && (
          <span className="block text-xs text-gray-700">
            Next try <DateTime value={delivery.nextAttemptAt} />
          </span>
        )}
      </>
    ),
  },
];
const VISIBLE = COLUMNS.map((column) => column.key);

function ReplayButton({ delivery }: { delivery: WebhookDelivery }) {
  const replay = useReplayWebhookDelivery();
  return (
    <button
      type="button"
      className={quietButton}
      aria-label={`Replay ${delivery.event} ${delivery.eventId}`}
      disabled={replay.isPending}
      onClick={() => replay.mutate(delivery.id)}
    >
      <RotateCcw aria-hidden="true" className="h-4 w-4" />
      Replay
    </button>
  );
}

/** Every delivery of the portal's events, newest first, searched, filtered and paged by the server; each can be sent again. */
export function WebhookDeliveries() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = readListParams(webhookDeliveryQuerySchema, searchParams);
  const { data, isError, isFetching } = useWebhookDeliveries(filters);
  const show = (next: typeof filters) => setSearchParams(listParamsToQuery(webhookDeliveryQuerySchema, next));

  return (
    <section aria-labelledby="deliveries-heading" className="space-y-4">
      <h2 id="deliveries-heading" className="text-xl font-bold text-gray-900">
        Deliveries
      </h2>
      <ListFilters
        search={{
          label: 'Search deliveries',
          hint: 'Endpoint address, event or event id.',
          value: filters.q ?? '',
          onSearch: (q) => show(withChange(filters, { q })),
        }}
        filtersLabel="Filter deliveries"
        filters={[
          {
            label: 'Show',
            value: filters.status ?? '',
            any: 'All deliveries',
            choices: WEBHOOK_DELIVERY_STATUSES.map((status) => ({ value: status, label: STATUS_LABELS[status] })),
            onChange: (value) => show(withChange(filters, { status: WEBHOOK_DELIVERY_STATUSES.find((status) => status === value) })),
          },
        ]}
      />
      <ListResults
        page={data?.result}
        isError={isError}
        isFetching={isFetching}
        failure="The deliveries could not be loaded."
        status={(shown) => `${shown.totalElements} ${shown.totalElements === 1 ? 'delivery' : 'deliveries'}`}
        pagerLabel="Delivery pages"
        onPage={(pageNumber) => show({ ...filters, pageNumber })}
      >
        {(shown) => (
          <DataTable
            label="Webhook deliveries"
            columns={COLUMNS}
            visibleColumns={VISIBLE}
            rows={shown.content}
            getRowId={(delivery) => delivery.id}
            rowName={(delivery) => `${delivery.event} ${delivery.eventId}`}
            empty={filters.q || filters.status ? 'No delivery matches.' : 'No events sent yet.'}
            actions={(delivery) => <ReplayButton delivery={delivery} />}
          />
        )}
      </ListResults>
    </section>
  );
}
