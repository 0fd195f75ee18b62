import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { simpleFeedbackFormSchema, type SimpleFeedbackForm } from '@academy/shared';
import { FormActions } from '../../../components/form-actions';
import { useSendFeedback } from '../api/send-feedback';
import { simpleFeedbackPayload, type FeedbackOrigin } from '../feedback-payload';
import { registerTrimmed } from '../trimmed-field';
import { FeedbackModal } from './feedback-modal';
import { CheckboxField, TextField } from './form-parts';

interface SimpleFeedbackDialogProps {
  origin: () => FeedbackOrigin;
  /** A signed-in account with a verified address: it may ask to be contacted. */
  canBeContacted: boolean;
  onClose: () => void;
  onSent: () => void;
}

/** Spec: comments (required), a bug flag, and allowContact for signed-in learners only. */
export function SimpleFeedbackDialog({ origin, canBeContacted, onClose, onSent }: SimpleFeedbackDialogProps) {
  const send = useSendFeedback();
  const {
    register,
    setValue,
    handleSubmit,
    formState: { errors },
  } = useForm<SimpleFeedbackForm>({
    resolver: zodResolver(simpleFeedbackFormSchema),
    defaultValues: { comments: '', isBug: false, allowContact: false },
  });

  const onSubmit = (form: SimpleFeedbackForm) => send.mutate(simpleFeedbackPayload(form, origin(), canBeContacted), { onSuccess: onSent });

  return (
    <FeedbackModal title="Give Feedback" onClose={onClose}>
      <form noValidate onSubmit={handleSubmit(onSubmit)} className="mt-3 space-y-4">
        <p className="text-sm text-gray-700">Tell us what works, what does not, or what you would like to learn next.</p>
        <TextField
          label="Comments"
          required
          multiline
          registration={registerTrimmed(register, setValue, 'comments')}
          error={errors.comments?.message}
        />
        <CheckboxField registration={register('isBug')}>This is a bug report</CheckboxField>
        {canBeContacted && <CheckboxField registration={register('allowContact')}>You may contact me about this feedback</CheckboxField>}
        <FormActions submitLabel="Submit" onCancel={onClose} isPending={send.isPending} className="flex flex-wrap justify-end gap-3 pt-2" />
      </form>
    </FeedbackModal>
  );
}
