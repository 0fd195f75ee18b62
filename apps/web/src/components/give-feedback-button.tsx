import { MessageSquarePlus } from 'lucide-react';
import { openFeedbackDialog, useRegisterFeedbackTarget } from '../lib/feedback-target';
import { secondaryButton } from './button-styles';

/** Give Feedback on a lesson or guide page: the feedback names what the page shows. */
export function GiveFeedbackButton({ feedbackableId, courseId }: { feedbackableId: string; courseId: string }) {
  useRegisterFeedbackTarget(feedbackableId, courseId);
  return (
    <button type="button" onClick={openFeedbackDialog} className={secondaryButton}>
      <MessageSquarePlus aria-hidden="true" className="h-4 w-4" />
      Give Feedback
    </button>
  );
}
