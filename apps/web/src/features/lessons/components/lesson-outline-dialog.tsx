import { Suspense } from 'react';
import { X } from 'lucide-react';
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { LessonOutlineNav } from './lesson-outline-nav';

export interface LessonOutlineDialogProps {
  courseSlug: string;
  lessonId: string;
  onClose: () => void;
}

/**
 * The course outline as a drawer from the left, mounted while open: focus moves into it and stays
 * there, Escape or the backdrop close it and focus returns to the button that opened it.
 */
export default function LessonOutlineDialog({ courseSlug, lessonId, onClose }: LessonOutlineDialogProps) {
  return (
    <ModalOverlay isOpen onOpenChange={(open) => !open && onClose()} isDismissable className="fixed inset-0 z-50 bg-gray-900/50">
      <Modal className="fixed inset-y-0 left-0 w-[min(22rem,88vw)] overflow-y-auto bg-white p-4 shadow-xl outline-none">
        <Dialog className="outline-none">
          <div className="flex items-center justify-between gap-2">
            <Heading slot="title" level={2} className="text-lg font-bold text-gray-900">
              Course outline
            </Heading>
            <Button onPress={onClose} aria-label="Close the course outline" className="rounded-lg p-2 text-gray-700 hover:bg-gray-100">
              <X aria-hidden="true" className="h-5 w-5" />
            </Button>
          </div>
          <div className="mt-3">
            <Suspense fallback={null}>
              <LessonOutlineNav courseSlug={courseSlug} lessonId={lessonId} onNavigate={onClose} />
            </Suspense>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
