import { useState, type ReactNode } from 'react';
import { Copy, Pencil, Trash2 } from 'lucide-react';
import { Link, useNavigate, useParams } from 'react-router';
import { idSchema, type Alert } from '@academy/shared';
import { AlertLevelIcon } from '../../../components/alert-level-icon';
import { alertActionText } from '../../../components/alert-style';
import { primaryButton, secondaryButton } from '../../../components/button-styles';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { NotFoundPage } from '../../../components/not-found-page';
import { PageSpinner } from '../../../components/spinner';
import { useAdminAlert } from '../api/get-admin-alert';
import { useDeleteAlerts } from '../api/delete-alerts';
import { AdminScreen } from '../../../components/admin/admin-screen';
import { DateTime } from '../../../components/admin/date-time';

/** /admin/alerts/{id}: one alert, read-only, with its edit, replicate and delete actions. */
export default function AlertDetailPage() {
  const { alertIdRead = '' } = useParams();
  if (!idSchema.safeParse(alertIdRead).success) return <NotFoundPage />;
  return <AlertDetail alertId={alertIdRead} />;
}

function AlertDetail({ alertId }: { alertId: string }) {
  const { data: alert } = useAdminAlert(alertId);
  const deleteAlerts = useDeleteAlerts();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  if (!alert) return <PageSpinner />;

  const remove = () => deleteAlerts.mutate([alert.id], { onSuccess: () => void navigate('/admin/alerts') });

  return (
    <AdminScreen
      title="Alert"
      back={{ to: '/admin/alerts', label: 'Alerts' }}
      actions={
        <>
          <Link to={`/admin/alerts/${alert.id}/edit`} className={primaryButton}>
            <Pencil aria-hidden="true" className="h-4 w-4" />
            Edit
          </Link>
          <Link to={`/admin/alerts/${alert.id}/replicate`} className={secondaryButton}>
            <Copy aria-hidden="true" className="h-4 w-4" />
            Replicate
          </Link>
          <button type="button" className={secondaryButton} onClick={() => setConfirming(true)}>
            <Trash2 aria-hidden="true" className="h-4 w-4" />
            Delete
          </button>
        </>
      }
    >
      <AlertFacts alert={alert} />
      <ConfirmDialog
        title="Delete this alert?"
        confirmLabel="Delete alert"
        isOpen={confirming}
        isPending={deleteAlerts.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={remove}
      >
        <p>Visitors stop seeing it at once. This cannot be undone.</p>
      </ConfirmDialog>
    </AdminScreen>
  );
}

function AlertFacts({ alert }: { alert: Alert }) {
  const facts: [string, ReactNode][] = [
    [
      'Level',
      <span key="level" className="inline-flex items-center gap-2 capitalize">
        <AlertLevelIcon level={alert.level} />
        {alert.level}
      </span>,
    ],
    ['Message', alert.message],
    [
      'Action',
      alert.actionUrl ? (
        <a
          key="action"
          href={alert.actionUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="break-all font-semibold text-brand underline"
        >
          {alertActionText(alert)}
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
      ) : (
        'None'
      ),
    ],
    ['Action URL', alert.actionUrl ?? 'None'],
    ['Portal', alert.tenantId],
    ['Shown from', <DateTime key="from" value={alert.startsAt} empty="Now" />],
    ['Shown until', <DateTime key="until" value={alert.endsAt} empty="Until deleted" />],
    ['Created', <DateTime key="created" value={alert.createdAt} />],
    ['Updated', <DateTime key="updated" value={alert.updatedAt} />],
    ['Author', alert.firstName || '—'],
  ];
  return (
    <dl className="grid max-w-3xl gap-x-6 gap-y-3 rounded-card border border-gray-200 bg-white p-6 sm:grid-cols-[10rem_1fr]">
      {facts.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="text-sm font-semibold text-gray-600">{term}</dt>
          <dd className="break-words text-gray-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
