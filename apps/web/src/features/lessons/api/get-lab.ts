import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { apiCalls, type LabVariant } from '@academy/shared';
import { callApi, contractPath, downloadFromApi } from '../../../lib/api-client';

/** `url` is the lab page address trimmed to the lab folder (spec section 7). */
export function getLab(url: string, lessonId: string, signal?: AbortSignal) {
  return callApi(apiCalls.learning.lab, { query: { url, lessonId }, signal });
}

export const labQueryOptions = (url: string, lessonId: string) =>
  queryOptions({ queryKey: ['lessons', 'lab', url, lessonId], queryFn: ({ signal }) => getLab(url, lessonId, signal) });

export function useLab(url: string, lessonId: string) {
  return useSuspenseQuery(labQueryOptions(url, lessonId));
}

/** The lab's starter project or solution (GET /api/lessons/lab/project), saved by the browser. */
export function downloadLabProject(url: string, lessonId: string, variant: LabVariant, fileName: string) {
  return downloadFromApi(contractPath(apiCalls.learning.labProject.path, undefined), { url, lessonId, variant }, fileName);
}
