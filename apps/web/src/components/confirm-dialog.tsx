import type { ReactNode } from 'react';
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { secondaryButton } from './button-styles';

interface ConfirmDialogProps {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  isOpen: boolean;
  isPending?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

const dangerButton =
  'inline-flex items-center justify-center gap-2 rounded-lg bg-red-700 px-5 py-2.5 text-sm font-semibold text-white hover:bg-red-800 focus-visible:outline-3 focus-visible:outline-offset-2 disabled:opacity-60';

/** Asks before something that cannot be undone; Cancel has the focus, Escape and the backdrop cancel. */
export function ConfirmDialog({ title, children, confirmLabel, isOpen, isPending, onConfirm, onCancel }: ConfirmDialogProps) {
  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={(open) => !open && onCancel()}
      isDismissable
      className="fixed inset-0 z-50 flex items-center justify-center bg-gray-900/50 p-4"
    >
      <Modal className="w-full max-w-md rounded-xl bg-white p-6 shadow-xl">
        <Dialog role="alertdialog" className="outline-none">
          <Heading slot="title" className="text-lg font-bold text-gray-900">
            {title}
          </Heading>
          <div className="mt-2 text-gray-700">{children}</div>
          <div className="mt-6 flex flex-wrap justify-end gap-3">
            <Button onPress={onCancel} className={secondaryButton} autoFocus>
              Cancel
            </Button>
            <Button onPress={onConfirm} isDisabled={isPending} className={dangerButton}>
              {confirmLabel}
            </Button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
