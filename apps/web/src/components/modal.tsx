import type { ReactNode } from 'react';
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { primaryButton } from './button-styles';

export interface AppModalProps {
  title: string;
  onClose: () => void;
  icon?: ReactNode;
  children: ReactNode;
  role?: 'dialog' | 'alertdialog';
}

/** Accessible modal dialog, mounted while open: focus is trapped and restored, Escape and the backdrop close it. */
export default function AppModal({ title, onClose, icon, children, role = 'dialog' }: AppModalProps) {
  return (
    <ModalOverlay
      isOpen
      onOpenChange={(open) => !open && onClose()}
      isDismissable
      className="fixed inset-0 z-50 flex items-center justify-center bg-gray-900/50 p-4"
    >
      <Modal className="w-full max-w-md rounded-xl bg-white p-6 shadow-xl">
        <Dialog role={role} className="outline-none">
          <div className="flex items-start gap-3">
            {icon}
            <div className="min-w-0 flex-1">
              <Heading slot="title" className="text-lg font-bold text-gray-900">
                {title}
              </Heading>
              <div className="mt-2 text-gray-700">{children}</div>
            </div>
          </div>
          <div className="mt-6 flex justify-end">
            <Button onPress={onClose} className={primaryButton} autoFocus>
              Close
            </Button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
