import { LazyModal } from '../../components/lazy-modal';

/** The Give Feedback dialog, opened from the footer and from the account menu. */
export function FeedbackDialog({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  return (
    <LazyModal title="Give Feedback" isOpen={isOpen} onClose={onClose}>
      <p>Sending feedback from the portal is not available yet; the feedback form and survey arrive in a later release.</p>
    </LazyModal>
  );
}
