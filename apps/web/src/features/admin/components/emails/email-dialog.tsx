import type { ReactNode } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';

/** A modal holding a small form: focus is trapped and restored; Escape and the backdrop close it. */
export function EmailDialog({ title, onClose, children }: { title: string; onClose: () => void; children: ReactNode }) {
  return (
    <ModalOverlay isOpen onOpenChange={(open) => !open && onClose()} isDismissable className="fixed inset-0 z-50 flex items-center justify-center bg-gray-900/50 p-4">
      <Modal className="w-full max-w-md rounded-xl bg-white p-6 shadow-xl">
        <Dialog className="outline-none">
          <Heading slot="title" className="text-lg font-bold break-words text-gray-900">
            {title}
          </Heading>
          <div className="mt-3">{children}</div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
