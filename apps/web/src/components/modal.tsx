import type { ReactNode } from 'react';
import { Button, Heading } from 'react-aria-components';
import { primaryButton } from './button-styles';
import { DialogFrame } from './dialog-frame';

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
    <DialogFrame onClose={onClose} role={role}>
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
    </DialogFrame>
  );
}
