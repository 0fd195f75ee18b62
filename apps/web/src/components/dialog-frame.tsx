import type { ReactNode } from 'react';
import { Dialog, Modal, ModalOverlay } from 'react-aria-components';

interface DialogFrameProps {
  onClose: () => void;
  isOpen?: boolean;
  role?: 'dialog' | 'alertdialog';
  /** Width and padding of the panel. */
  panelClassName?: string;
  /** The dialog's content, starting with its `<Heading slot="title">`. */
  children: ReactNode;
}

/** The frame of every modal: focus is trapped and restored; Escape and the backdrop close it. */
export function DialogFrame({ onClose, isOpen = true, role = 'dialog', panelClassName = 'max-w-md p-6', children }: DialogFrameProps) {
  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={(open) => !open && onClose()}
      isDismissable
      className="fixed inset-0 z-50 flex items-center justify-center bg-gray-900/50 p-3 sm:p-4"
    >
      <Modal className={`w-full rounded-xl bg-white shadow-xl ${panelClassName}`}>
        <Dialog role={role} className="outline-none">
          {children}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
