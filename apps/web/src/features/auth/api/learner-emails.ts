import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCalls } from '@academy/shared';
import { callApi } from '../../../lib/api-client';

const EMAILS_KEY = ['account', 'emails'] as const;

export const learnerEmailsQueryOptions = () =>
  queryOptions({ queryKey: EMAILS_KEY, queryFn: ({ signal }) => callApi(apiCalls.user.emails, { signal }).then((data) => data.result) });

export function useLearnerEmails() {
  return useQuery(learnerEmailsQueryOptions());
}

/** Every change to the list reads it again. */
function useEmailMutation<T, R>(call: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: call, onSettled: () => queryClient.invalidateQueries({ queryKey: EMAILS_KEY }) });
}

/** Failures show beside the form (silent), where the learner typed the address. */
export const useAddLearnerEmail = () =>
  useEmailMutation((email: string) => callApi(apiCalls.user.addEmail, { body: { email }, silent: true }));
export const useRemoveLearnerEmail = () => useEmailMutation((email: string) => callApi(apiCalls.user.removeEmail, { body: { email } }));
export const useRequestLearnerEmailCode = () =>
  useEmailMutation((email: string) => callApi(apiCalls.user.requestEmailCode, { body: { email }, silent: true }));
export const useConfirmLearnerEmailCode = () =>
  useEmailMutation((input: { email: string; verificationCode: string }) =>
    callApi(apiCalls.user.confirmEmailCode, { body: input, silent: true }),
  );
