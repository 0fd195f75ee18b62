import { lazy, Suspense, useState } from 'react';
import { MessageSquarePlus } from 'lucide-react';
import { secondaryButton } from '../../../components/button-styles';
import { useRegisterFeedbackTarget } from '../feedback-target';

const FeedbackFlow = lazy(() => import('./feedback-flow'));

/** Give Feedback on a lesson or guide page: the feedback names what the page shows. */
export function GiveFeedbackButton({ feedbackableId, courseId }: { feedbackableId: string; courseId: string }) {
  useRegisterFeedbackTarget(feedbackableId, courseId);
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)} className={secondaryButton}>
        <MessageSquarePlus aria-hidden="true" className="h-4 w-4" />
        Give Feedback
      </button>
      {open && (
        <Suspense fallback={null}>
          <FeedbackFlow onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
