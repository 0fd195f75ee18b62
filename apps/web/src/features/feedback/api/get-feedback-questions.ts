import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { apiCalls } from '@academy/shared';
import { callApi } from '../../../lib/api-client';

export function getFeedbackQuestions(signal?: AbortSignal) {
  return callApi(apiCalls.feedback.questions, { signal });
}

/** The portal's survey choices change only with a deployment, so one load per visit is enough. */
export const feedbackQuestionsQueryOptions = () =>
  queryOptions({ queryKey: ['feedback', 'questions'], queryFn: ({ signal }) => getFeedbackQuestions(signal), staleTime: Infinity });

export function useFeedbackQuestions() {
  return useSuspenseQuery(feedbackQuestionsQueryOptions()).data;
}
