import { useState } from 'react';
import { Copy, Pencil, Plus, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import type { Alert } from '@academy/shared';
import { AlertLevelIcon } from '../../../components/alert-level-icon';
import { primaryButton, quietButton } from '../../../components/button-styles';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { CheckedNames } from '../../../components/admin/checked-names';
import { PageSpinner } from '../../../components/spinner';
import type { TableColumn } from '../../../components/table/data-table';
import { useListTable } from '../../../components/table/use-list-table';
import { useDeleteAlerts } from '../api/delete-alerts';
import { useAdminAlerts } from '../api/get-admin-alerts';
import { AdminScreen } from '../../../components/admin/admin-screen';
import { DateTime } from '../../../components/admin/date-time';
import { formatDateTime } from '../../../lib/admin/format-date';
import { CheckableList } from '../../../components/admin/checkable-list';

/** Spec section 5: the alert search covers these fields. */
const SEARCH_FIELDS = [
  'id',
  'tenantId',
  'firstName',
  'message',
  'actionText',
  'actionUrl',
  'level',
  'createdAt',
  'updatedAt',
] as const satisfies readonly (keyof Alert)[];

const COLUMNS: TableColumn<Alert>[] = [
  {
    key: 'message',
    header: 'Message',
    cell: (alert) => (
      <Link to={`/admin/alerts/${alert.id}`} className="font-semibold text-brand underline-offset-2 hover:underline">
        {alert.message}
      </Link>
    ),
  },
  {
    key: 'level',
    header: 'Level',
    cell: (alert) => (
      <span className="inline-flex items-center gap-1.5 capitalize">
        <AlertLevelIcon level={alert.level} className="h-4 w-4" />
        {alert.level}
      </span>
    ),
  },
  {
    key: 'action',
    header: 'Action',
    cell: (alert) => (alert.actionUrl ? <span className="break-all">{alert.actionText ?? alert.actionUrl}</span> : '—'),
  },
  { key: 'author', header: 'Author', cell: (alert) => alert.firstName || '—' },
  {
    key: 'window',
    header: 'Shown',
    cell: (alert) => `${formatDateTime(alert.startsAt, 'now')} – ${formatDateTime(alert.endsAt, 'until deleted')}`,
  },
  { key: 'createdAt', header: 'Created', cell: (alert) => <DateTime value={alert.createdAt} /> },
  { key: 'updatedAt', header: 'Updated', cell: (alert) => <DateTime value={alert.updatedAt} /> },
];
const COLUMN_KEYS = COLUMNS.map((column) => column.key);
const alertId = (alert: Alert) => alert.id;

/** /admin/alerts: every alert of the portal, with search, selection and delete. */
export default function AlertListPage() {
  const { data } = useAdminAlerts();
  const alerts = data?.result ?? [];
  const table = useListTable(alerts, { getRowId: alertId, searchFields: SEARCH_FIELDS, columnKeys: COLUMN_KEYS });
  const deleteAlerts = useDeleteAlerts();
  const [toDelete, setToDelete] = useState<string[]>([]);

  const confirmDelete = () => deleteAlerts.mutate(toDelete, { onSuccess: () => setToDelete([]) });

  return (
    <AdminScreen
      title="Alerts"
      back={{ to: '/admin', label: 'Administration' }}
      intro="Alerts show above every page of the portal while they are active. Visitors can dismiss them."
      actions={
        <Link to="/admin/alerts/new" className={primaryButton}>
          <Plus aria-hidden="true" className="h-4 w-4" />
          New alert
        </Link>
      }
    >
      {!data ? (
        <PageSpinner />
      ) : (
        <CheckableList
          label="Alerts"
          table={table}
          columns={COLUMNS}
          total={alerts.length}
          getRowId={alertId}
          rowName={(alert) => alert.message}
          search={{ label: 'Search alerts', hint: 'Message, level, action, author, portal, dates or id.' }}
          noun={{ one: 'alert', many: 'alerts' }}
          onDeleteChecked={() => setToDelete([...table.selected])}
          actions={(alert) => (
            <span className="inline-flex gap-1">
              <Link to={`/admin/alerts/${alert.id}/edit`} className={quietButton} aria-label={`Edit ${alert.message}`}>
                <Pencil aria-hidden="true" className="h-4 w-4" />
              </Link>
              <Link to={`/admin/alerts/${alert.id}/replicate`} className={quietButton} aria-label={`Replicate ${alert.message}`}>
                <Copy aria-hidden="true" className="h-4 w-4" />
              </Link>
              <button type="button" className={quietButton} aria-label={`Delete ${alert.message}`} onClick={() => setToDelete([alert.id])}>
                <Trash2 aria-hidden="true" className="h-4 w-4" />
              </button>
            </span>
          )}
        />
      )}
      <ConfirmDialog
        title={toDelete.length === 1 ? 'Delete this alert?' : `Delete ${toDelete.length} alerts?`}
        confirmLabel="Delete"
        isOpen={toDelete.length > 0}
        isPending={deleteAlerts.isPending}
        onCancel={() => setToDelete([])}
        onConfirm={confirmDelete}
      >
        <CheckedNames names={alerts.filter((alert) => toDelete.includes(alert.id)).map((alert) => alert.message)} />
        <p className="mt-2">Visitors stop seeing {toDelete.length === 1 ? 'it' : 'them'} at once. This cannot be undone.</p>
      </ConfirmDialog>
    </AdminScreen>
  );
}
