import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { currentTenant } from '../../../tenants';
import { feedbackQuestionsQueryOptions } from '../api/get-feedback-questions';
import { feedbackContext, feedbackSubject, type FeedbackOrigin } from '../feedback-payload';
import { currentFeedbackTarget } from '../../../lib/feedback-target';
import { SimpleFeedbackDialog } from './simple-feedback-dialog';
import { SurveyDialog } from './survey-dialog';
import { SurveyInvitationDialog, SurveyThanksDialog } from './thank-you-dialogs';

type Step = 'feedback' | 'invitation' | 'survey' | 'thanks';

/**
 * Spec section 4: the four feedback dialogs, one open at a time. The page's subject is fixed when
 * the flow opens, so the survey describes the same page as the feedback before it. Only a known
 * account with a verified address may ask to be contacted (`canBeContacted`, decision 014).
 */
export default function FeedbackFlow({ onClose, canBeContacted = false }: { onClose: () => void; canBeContacted?: boolean }) {
  const { pathname } = useLocation();
  const [subject] = useState(() => feedbackSubject(pathname, currentFeedbackTarget()));
  const [step, setStep] = useState<Step>('feedback');
  const queryClient = useQueryClient();
  const loadSurvey = useMutation({
    mutationFn: () => queryClient.fetchQuery(feedbackQuestionsQueryOptions()),
    onSuccess: () => setStep('survey'),
  });

  const origin = (): FeedbackOrigin => ({
    subject,
    tenantId: currentTenant(),
    context: feedbackContext(navigator.userAgent, window.location.href, pathname),
  });

  switch (step) {
    case 'feedback':
      return (
        <SimpleFeedbackDialog origin={origin} canBeContacted={canBeContacted} onClose={onClose} onSent={() => setStep('invitation')} />
      );
    case 'invitation':
      return <SurveyInvitationDialog onAccept={() => loadSurvey.mutate()} onClose={onClose} isLoading={loadSurvey.isPending} />;
    case 'survey':
      return <SurveyDialog origin={origin} onClose={onClose} onSent={() => setStep('thanks')} />;
    case 'thanks':
      return <SurveyThanksDialog onClose={onClose} />;
  }
}
