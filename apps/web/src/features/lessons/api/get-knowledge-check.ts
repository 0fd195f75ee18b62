import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { apiCalls } from '@academy/shared';
import { callApi } from '../../../lib/api-client';

/** The quiz without its answer key, with the learner's last attempt. */
export function getKnowledgeCheck(lessonId: string, signal?: AbortSignal) {
  return callApi(apiCalls.learning.knowledgeCheck, { query: { lessonId }, signal });
}

export const knowledgeCheckQueryOptions = (lessonId: string) =>
  queryOptions({ queryKey: ['lessons', 'knowledge-check', lessonId], queryFn: ({ signal }) => getKnowledgeCheck(lessonId, signal) });

export function useKnowledgeCheck(lessonId: string) {
  return useSuspenseQuery(knowledgeCheckQueryOptions(lessonId));
}
