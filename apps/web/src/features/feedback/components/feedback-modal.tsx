import type { ReactNode } from 'react';
import { X } from 'lucide-react';
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';

interface FeedbackModalProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
  wide?: boolean;
}

/** One of the feedback flow's dialogs: focus is trapped and restored; Escape, the backdrop and the X close it. */
export function FeedbackModal({ title, onClose, children, wide }: FeedbackModalProps) {
  return (
    <ModalOverlay
      isOpen
      onOpenChange={(open) => !open && onClose()}
      isDismissable
      className="fixed inset-0 z-50 flex items-center justify-center bg-gray-900/50 p-3 sm:p-4"
    >
      <Modal className={`w-full ${wide ? 'max-w-2xl' : 'max-w-lg'} rounded-xl bg-white p-5 shadow-xl sm:p-6`}>
        <Dialog className="outline-none">
          <div className="flex items-start justify-between gap-3">
            <Heading slot="title" className="text-xl font-bold text-gray-900">
              {title}
            </Heading>
            <Button
              aria-label="Close"
              onPress={onClose}
              className="-mt-1 -mr-1 rounded-md p-1.5 text-gray-600 outline-none hover:bg-gray-100 data-[focus-visible]:outline-3 data-[focus-visible]:outline-offset-2"
            >
              <X aria-hidden="true" className="h-5 w-5" />
            </Button>
          </div>
          {children}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
