import { lazy, Suspense } from 'react';

/** The dialogs are rare, so their code (forms, validation, survey) loads on first open. */
const FeedbackFlow = lazy(() => import('../../features/feedback/components/feedback-flow'));

/** The Give Feedback dialog and the survey after it, opened from the footer and from the account menu. */
export function FeedbackDialog({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  if (!isOpen) return null;
  return (
    <Suspense fallback={null}>
      <FeedbackFlow onClose={onClose} />
    </Suspense>
  );
}
