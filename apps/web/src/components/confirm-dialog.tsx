import type { ReactNode } from 'react';
import { Button, Heading } from 'react-aria-components';
import { dangerButton, secondaryButton } from './button-styles';
import { DialogFrame } from './dialog-frame';

interface ConfirmDialogProps {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  isOpen: boolean;
  isPending?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before something that cannot be undone; Cancel has the focus, Escape and the backdrop cancel. */
export function ConfirmDialog({ title, children, confirmLabel, isOpen, isPending, onConfirm, onCancel }: ConfirmDialogProps) {
  return (
    <DialogFrame isOpen={isOpen} onClose={onCancel} role="alertdialog">
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
    </DialogFrame>
  );
}
