import { useLocation, useNavigate, useParams } from 'react-router';
import { ALERT_MESSAGES, idSchema, type AlertInput } from '@academy/shared';
import { NotFoundPage } from '../../../components/not-found-page';
import { PageSpinner } from '../../../components/spinner';
import { showToast } from '../../../lib/notifications';
import { useCreateAlert } from '../api/create-alert';
import { useAdminAlert } from '../api/get-admin-alert';
import { useUpdateAlert } from '../api/update-alert';
import { AdminScreen } from '../../../components/admin/admin-screen';
import { AlertForm } from './alert-form';
import { alertToFormValues, emptyAlertForm, type AlertFormValues } from './alert-form-values';

type Mode = 'new' | 'edit' | 'replicate';

const TITLES: Record<Mode, string> = { new: 'New alert', edit: 'Edit alert', replicate: 'Replicate alert' };
const BACK = { to: '/admin/alerts', label: 'Alerts' };

/** The screen's mode is the last segment of its address. */
function alertFormMode(pathname: string): Mode {
  if (pathname.endsWith('/edit')) return 'edit';
  if (pathname.endsWith('/replicate')) return 'replicate';
  return 'new';
}

/** /admin/alerts/new, /admin/alerts/{id}/edit and /admin/alerts/{id}/replicate (a new alert filled from another). */
export default function AlertFormPage() {
  const { alertId = '' } = useParams();
  const mode = alertFormMode(useLocation().pathname.replace(/\/+$/, ''));
  if (mode === 'new') return <AlertFormScreen mode={mode} defaultValues={emptyAlertForm} />;
  if (!idSchema.safeParse(alertId).success) return <NotFoundPage />;
  return <ExistingAlertForm mode={mode} alertId={alertId} />;
}

function ExistingAlertForm({ mode, alertId }: { mode: Exclude<Mode, 'new'>; alertId: string }) {
  const { data: alert } = useAdminAlert(alertId);
  if (!alert) return <PageSpinner />;
  return <AlertFormScreen mode={mode} alertId={alertId} defaultValues={alertToFormValues(alert)} />;
}

function AlertFormScreen({ mode, alertId, defaultValues }: { mode: Mode; alertId?: string; defaultValues: AlertFormValues }) {
  const navigate = useNavigate();
  const createAlert = useCreateAlert();
  const updateAlert = useUpdateAlert();

  // Spec: after a save the admin sees the saved alert at /admin/alerts/{id}.
  const save = async (input: AlertInput) => {
    const saved = mode === 'edit' && alertId ? await updateAlert.mutateAsync({ id: alertId, input }) : await createAlert.mutateAsync(input);
    showToast(mode === 'edit' ? ALERT_MESSAGES.updated : ALERT_MESSAGES.created, { type: 'success' });
    await navigate(`/admin/alerts/${saved.id}`);
  };

  return (
    <AdminScreen title={TITLES[mode]} back={BACK} intro={mode === 'replicate' ? 'A copy of the alert, saved as a new alert.' : undefined}>
      <AlertForm defaultValues={defaultValues} submitLabel={mode === 'edit' ? 'Save alert' : 'Create alert'} onSave={save} />
    </AdminScreen>
  );
}
