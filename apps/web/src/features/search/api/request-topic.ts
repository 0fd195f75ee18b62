import { useMutation } from '@tanstack/react-query';
import { apiCalls, type TopicRequestForm } from '@academy/shared';
import { callApi } from '../../../lib/api-client';

/** POST /api/topic-requests: a topic the portal should teach, for its admins' inbox. */
export function requestTopic(form: TopicRequestForm) {
  return callApi(apiCalls.topicRequests.send, { body: form });
}

export function useRequestTopic() {
  return useMutation({ mutationFn: requestTopic });
}
