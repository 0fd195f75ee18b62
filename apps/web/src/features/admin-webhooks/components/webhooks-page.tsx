import { useState } from 'react';
import { Trash2 } from 'lucide-react';
import type { WebhookEndpoint } from '@academy/shared';
import { quietButton } from '../../../components/button-styles';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { AddressText } from '../../../components/admin/address-text';
import { AdminScreen } from '../../../components/admin/admin-screen';
import { DateTime } from '../../../components/admin/date-time';
import { PageSpinner } from '../../../components/spinner';
import { DataTable, type TableColumn } from '../../../components/table/data-table';
import { useDeleteWebhook } from '../api/delete-webhook';
import { useWebhooks } from '../api/get-webhooks';
import { NewSecretPanel } from './new-secret-panel';
import { WebhookCreateForm } from './webhook-create-form';
import { WebhookDeliveries } from './webhook-deliveries';

const COLUMNS: TableColumn<WebhookEndpoint>[] = [
  {
    key: 'url',
    header: 'Address',
    cell: (endpoint) => (
      <>
        <AddressText text={endpoint.url} className="block font-medium break-all" />
        {endpoint.description && <span className="block text-xs text-gray-700">{endpoint.description}</span>}
      </>
    ),
  },
  {
    key: 'events',
    header: 'Events',
    cell: (endpoint) => (
      <ul className="flex flex-wrap gap-1">
        {endpoint.events.map((event) => (
          <li key={event} className="rounded bg-gray-100 px-1.5 py-0.5 font-mono text-xs text-gray-800">
            {event}
          </li>
        ))}
      </ul>
    ),
  },
  { key: 'createdAt', header: 'Added', cell: (endpoint) => <DateTime value={endpoint.createdAt} /> },
];
const VISIBLE = COLUMNS.map((column) => column.key);

/** /admin/webhooks: where the portal sends its events (decision 054), and every delivery with its status. */
export default function WebhooksPage() {
  const { data } = useWebhooks();
  const remove = useDeleteWebhook();
  const [created, setCreated] = useState<{ url: string; secret: string } | null>(null);
  const [toRemove, setToRemove] = useState<WebhookEndpoint | null>(null);

  return (
    <AdminScreen
      title="Webhooks"
      back={{ to: '/admin', label: 'Administration' }}
      intro="Another system, such as an HR system or a CRM, hears when an account is created, a course is completed or a certificate is issued. Every delivery is signed with the endpoint's secret and tried again until the receiver accepts it."
    >
      <div className="space-y-8">
        {created ? <NewSecretPanel {...created} onDone={() => setCreated(null)} /> : <WebhookCreateForm onCreated={setCreated} />}
        <section aria-labelledby="endpoints-heading">
          <h2 id="endpoints-heading" className="mb-3 text-xl font-bold text-gray-900">
            Endpoints
          </h2>
          {!data ? (
            <PageSpinner />
          ) : (
            <DataTable
              label="Webhook endpoints"
              columns={COLUMNS}
              visibleColumns={VISIBLE}
              rows={data.result}
              getRowId={(endpoint) => endpoint.id}
              rowName={(endpoint) => endpoint.url}
              empty="No endpoint yet."
              actions={(endpoint) => (
                <button type="button" className={quietButton} aria-label={`Remove ${endpoint.url}`} onClick={() => setToRemove(endpoint)}>
                  <Trash2 aria-hidden="true" className="h-4 w-4" />
                </button>
              )}
            />
          )}
        </section>
        <WebhookDeliveries />
      </div>
      <ConfirmDialog
        title="Remove this endpoint?"
        confirmLabel="Remove"
        isOpen={toRemove !== null}
        isPending={remove.isPending}
        onCancel={() => setToRemove(null)}
        onConfirm={() => toRemove && remove.mutate(toRemove.id, { onSuccess: () => setToRemove(null) })}
      >
        <p className="break-all">{toRemove?.url}</p>
        <p className="mt-2">It receives no more events, and its deliveries are removed.</p>
      </ConfirmDialog>
    </AdminScreen>
  );
}
