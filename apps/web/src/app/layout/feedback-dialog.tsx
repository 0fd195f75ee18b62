import { lazy, Suspense } from 'react';
import { useCurrentUser } from '../../features/auth/api/get-user-details';
import { closeFeedbackDialog, useFeedbackDialogOpen } from '../../lib/feedback-target';

/** The dialogs are rare, so their code (forms, validation, survey) loads on first open. */
const FeedbackFlow = lazy(() => import('../../features/feedback/components/feedback-flow'));

/** The one Give Feedback dialog and the survey after it, opened from the footer, the account menu and the pages. */
export function FeedbackDialog() {
  const isOpen = useFeedbackDialogOpen();
  const { user } = useCurrentUser();
  if (!isOpen) return null;
  return (
    <Suspense fallback={null}>
      <FeedbackFlow onClose={closeFeedbackDialog} canBeContacted={user?.isEmailVerified === true} />
    </Suspense>
  );
}
