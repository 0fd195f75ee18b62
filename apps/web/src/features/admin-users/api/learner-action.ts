import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCalls } from '@academy/shared';
import { callApi } from '../../../lib/api-client';
import { adminKeys } from '../../../lib/admin/admin-query-keys';
import { showToast } from '../../../lib/notifications';

/** What an administrator can do from a learner's page (decision 050); each answers what it did. */
export type LearnerAction =
  | { kind: 'verification-mail' | 'password-reset-mail' | 'deactivate' | 'reactivate'; userId: string }
  | { kind: 'reset-course'; userId: string; courseId: string };

export function runLearnerAction(action: LearnerAction) {
  const params = { userId: action.userId };
  const options = { params, skipNotFoundRedirect: true };
  switch (action.kind) {
    case 'verification-mail':
      return callApi(apiCalls.admin.resendLearnerVerification, options);
    case 'password-reset-mail':
      return callApi(apiCalls.admin.sendLearnerPasswordReset, options);
    case 'deactivate':
      return callApi(apiCalls.admin.deactivateUser, options);
    case 'reactivate':
      return callApi(apiCalls.admin.reactivateUser, options);
    case 'reset-course':
      return callApi(apiCalls.admin.resetLearnerCourse, { params: { ...params, courseId: action.courseId }, skipNotFoundRedirect: true });
  }
}

/** Runs one action, says what it did, and reloads the learner and the users list; a refusal arrives as the server's danger toast. */
export function useLearnerAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: runLearnerAction,
    onSuccess: (result) => showToast(result.message, { type: 'success' }),
    onSettled: (_result, _error, action) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.learner(action.userId) }),
        queryClient.invalidateQueries({ queryKey: adminKeys.users }),
      ]),
  });
}
