import { useEffect } from 'react';
import { CircleAlert, CircleCheck, Info, ShieldX, TriangleAlert, X } from 'lucide-react';
import { LazyModal } from '../../components/lazy-modal';
import {
  closeAccessDenied,
  closeMessageModal,
  dismissToast,
  messageModalTitle,
  useNotifications,
  type Toast,
  type ToastType,
} from '../../lib/notifications';

const TOAST_STYLE: Record<ToastType, { box: string; icon: typeof Info }> = {
  danger: { box: 'border-red-300 bg-red-50 text-red-900', icon: CircleAlert },
  warning: { box: 'border-amber-300 bg-amber-50 text-amber-900', icon: TriangleAlert },
  success: { box: 'border-green-300 bg-green-50 text-green-900', icon: CircleCheck },
  info: { box: 'border-sky-300 bg-sky-50 text-sky-900', icon: Info },
};

function ToastItem({ toast }: { toast: Toast }) {
  useEffect(() => {
    const timer = window.setTimeout(() => dismissToast(toast.id), toast.timeout);
    return () => window.clearTimeout(timer);
  }, [toast.id, toast.timeout]);
  const { box, icon: Icon } = TOAST_STYLE[toast.type];
  return (
    <li className={`pointer-events-auto flex items-start gap-3 rounded-lg border p-4 shadow-lg ${box}`}>
      <Icon aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0" />
      <div className="min-w-0 flex-1 text-sm">
        <p className="font-semibold">{toast.message}</p>
        {toast.additionalInfo && <p className="mt-1 break-all opacity-80">{toast.additionalInfo}</p>}
      </div>
      <button
        type="button"
        aria-label="Dismiss notification"
        onClick={() => dismissToast(toast.id)}
        className="rounded p-0.5 hover:bg-black/5"
      >
        <X aria-hidden="true" className="h-4 w-4" />
      </button>
    </li>
  );
}

/** Toasts, the Warning/Success modal and the Access Denied modal raised from anywhere in the app. */
export function NotificationsHost() {
  const { toasts, modal, accessDenied } = useNotifications();
  return (
    <>
      <div aria-live="polite" className="pointer-events-none fixed right-4 bottom-4 z-[60] w-[min(24rem,calc(100vw-2rem))]">
        <ul className="flex flex-col gap-2">
          {toasts.map((toast) => (
            <ToastItem key={toast.id} toast={toast} />
          ))}
        </ul>
      </div>
      <LazyModal
        title={modal ? messageModalTitle(modal.type) : ''}
        isOpen={modal !== null}
        onClose={closeMessageModal}
        role="alertdialog"
        icon={
          modal?.type === 'danger' ? (
            <TriangleAlert aria-hidden="true" className="h-6 w-6 shrink-0 text-red-700" />
          ) : (
            <CircleCheck aria-hidden="true" className="h-6 w-6 shrink-0 text-green-700" />
          )
        }
      >
        <p>{modal?.message}</p>
      </LazyModal>
      <LazyModal
        title="Access Denied"
        isOpen={accessDenied !== null}
        onClose={closeAccessDenied}
        role="alertdialog"
        icon={<ShieldX aria-hidden="true" className="h-6 w-6 shrink-0 text-red-700" />}
      >
        <p>{accessDenied}</p>
      </LazyModal>
    </>
  );
}
