import type { QueryClient } from '@tanstack/react-query';

/** Progress and favourites show in lists, details, lessons and the dashboard, and a completion may issue a certificate: all of them refetch. */
const LEARNING_KEYS = [['courses'], ['lessons'], ['guides'], ['paths'], ['favorites'], ['certificates']] as const;

export function invalidateLearning(queryClient: QueryClient): Promise<void> {
  return Promise.all(LEARNING_KEYS.map((queryKey) => queryClient.invalidateQueries({ queryKey }))).then(() => undefined);
}
