import type { ReactNode } from 'react';
import { Heading } from 'react-aria-components';
import { DialogFrame } from '../../../components/dialog-frame';

/** A modal holding a small form: focus is trapped and restored; Escape and the backdrop close it. */
export function EmailDialog({ title, onClose, children }: { title: string; onClose: () => void; children: ReactNode }) {
  return (
    <DialogFrame onClose={onClose}>
      <Heading slot="title" className="text-lg font-bold break-words text-gray-900">
        {title}
      </Heading>
      <div className="mt-3">{children}</div>
    </DialogFrame>
  );
}
