import { useMemo } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { surveyFormSchema, type SurveyForm } from '@academy/shared';
import { FormActions } from '../../../components/form-actions';
import { brand } from '../../../tenants';
import { useFeedbackQuestions } from '../api/get-feedback-questions';
import { useSendFeedback } from '../api/send-feedback';
import { surveyPayload, type FeedbackOrigin } from '../feedback-payload';
import { customQuestionLabel } from '../survey-questions';
import { registerTrimmed } from '../trimmed-field';
import { ChoiceGroup } from './choice-group';
import { FeedbackModal } from './feedback-modal';
import { CheckboxField, RequiredMark, TextField } from './form-parts';
import { StarRating } from './star-rating';

interface SurveyDialogProps {
  origin: () => FeedbackOrigin;
  onClose: () => void;
  onSent: () => void;
}

const EMPTY: SurveyForm = { rating: 0, moreComments: '', customQuestionAnswers: [], other: '', levels: [], contactYou: false };

/** Spec sections 3 and 5: stars or comments, the portal's question with Other, the level question, research consent. */
export function SurveyDialog({ origin, onClose, onSent }: SurveyDialogProps) {
  const questions = useFeedbackQuestions();
  const customQuestion = customQuestionLabel(questions, brand.survey);
  const resolver = useMemo(() => zodResolver(surveyFormSchema(customQuestion !== null)), [customQuestion]);
  const send = useSendFeedback();
  const {
    control,
    register,
    setValue,
    handleSubmit,
    formState: { errors },
  } = useForm<SurveyForm>({ resolver, defaultValues: EMPTY });

  const onSubmit = (form: SurveyForm) => send.mutate(surveyPayload(form, origin(), questions), { onSuccess: onSent });

  return (
    <FeedbackModal title="Help us improve" onClose={onClose} wide>
      <form noValidate onSubmit={handleSubmit(onSubmit)} className="mt-3">
        <div className="max-h-[55vh] space-y-5 overflow-y-auto px-1 pb-1" data-testid="survey-body">
          <p className="text-sm text-gray-700">
            Give a rating, comments, or both. Fields marked <RequiredMark /> are required.
          </p>
          <Controller
            control={control}
            name="rating"
            rules={{ deps: ['moreComments'] }}
            render={({ field }) => (
              <StarRating value={field.value} onChange={field.onChange} onBlur={field.onBlur} error={errors.rating?.message} />
            )}
          />
          <TextField
            label="Comments"
            multiline
            hint="Needed when you give no rating."
            registration={registerTrimmed(register, setValue, 'moreComments', { deps: ['rating'] })}
            error={errors.moreComments?.message}
          />
          {customQuestion !== null && (
            <ChoiceGroup
              legend={customQuestion}
              choices={questions.customQuestion}
              registration={register('customQuestionAnswers')}
              error={errors.customQuestionAnswers?.message}
            >
              <div className="mt-3 max-w-sm">
                <TextField
                  label="Other"
                  registration={registerTrimmed(register, setValue, 'other', { deps: ['customQuestionAnswers'] })}
                  error={errors.other?.message}
                />
              </div>
            </ChoiceGroup>
          )}
          <ChoiceGroup
            legend={brand.survey.levelQuestion}
            choices={questions.level}
            registration={register('levels')}
            error={errors.levels?.message}
          />
          <CheckboxField registration={register('contactYou')}>
            You may contact me to take part in research about {brand.academyName}
          </CheckboxField>
        </div>
        <FormActions
          submitLabel="Submit"
          onCancel={onClose}
          isPending={send.isPending}
          className="mt-4 flex flex-wrap justify-end gap-3 border-t border-gray-200 pt-4"
        />
      </form>
    </FeedbackModal>
  );
}
