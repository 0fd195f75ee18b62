import type { ReactNode } from 'react';
import { X } from 'lucide-react';
import { Button, Heading } from 'react-aria-components';
import { DialogFrame } from '../../../components/dialog-frame';

interface FeedbackModalProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
  wide?: boolean;
}

/** One of the feedback flow's dialogs: focus is trapped and restored; Escape, the backdrop and the X close it. */
export function FeedbackModal({ title, onClose, children, wide }: FeedbackModalProps) {
  return (
    <DialogFrame onClose={onClose} panelClassName={`${wide ? 'max-w-2xl' : 'max-w-lg'} p-5 sm:p-6`}>
      <div className="flex items-start justify-between gap-3">
        <Heading slot="title" className="text-xl font-bold text-gray-900">
          {title}
        </Heading>
        <Button aria-label="Close" onPress={onClose} className="-mt-1 -mr-1 rounded-md p-1.5 text-gray-600 hover:bg-gray-100">
          <X aria-hidden="true" className="h-5 w-5" />
        </Button>
      </div>
      {children}
    </DialogFrame>
  );
}
