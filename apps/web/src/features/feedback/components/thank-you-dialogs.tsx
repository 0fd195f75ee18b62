import { primaryButton, secondaryButton } from '../../../components/button-styles';
import { FeedbackModal } from './feedback-modal';

/** After simple feedback: Sure! loads the survey questions and opens the survey; No Thanks closes. */
export function SurveyInvitationDialog({
  onAccept,
  onClose,
  isLoading,
}: {
  onAccept: () => void;
  onClose: () => void;
  isLoading: boolean;
}) {
  return (
    <FeedbackModal title="Thank you for your feedback!" onClose={onClose}>
      <p className="mt-3 text-gray-700">
        Would you answer a few more questions? It takes about a minute and helps us choose what to teach next.
      </p>
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <button type="button" onClick={onClose} className={secondaryButton}>
          No Thanks
        </button>
        <button type="button" onClick={onAccept} disabled={isLoading} aria-busy={isLoading} className={primaryButton}>
          Sure!
        </button>
      </div>
    </FeedbackModal>
  );
}

/** After the survey: Back to Learning closes the flow and leaves the learner where they were. */
export function SurveyThanksDialog({ onClose }: { onClose: () => void }) {
  return (
    <FeedbackModal title="Thank you!" onClose={onClose}>
      <p className="mt-3 text-gray-700">Your answers were sent. They shape the courses and guides we build next.</p>
      <div className="mt-6 flex justify-end">
        <button type="button" onClick={onClose} className={primaryButton} autoFocus>
          Back to Learning
        </button>
      </div>
    </FeedbackModal>
  );
}
