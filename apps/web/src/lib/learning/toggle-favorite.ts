import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCalls, type LIKEABLE_TYPES } from '@academy/shared';
import { callApi } from '../api-client';
import { invalidateLearning } from './learning-queries';

export type LikeableType = (typeof LIKEABLE_TYPES)[number];

export interface FavoriteChange {
  id: string;
  likeableType: LikeableType;
  save: boolean;
}

/** Spec: `save` adds the favourite, any other operation removes it. */
export function toggleFavorite({ id, likeableType, save }: FavoriteChange) {
  return callApi(apiCalls.learning.favorite, { body: { id, likeableType, operationType: save ? 'save' : 'remove' } });
}

/** Lists refetch so the favourite filter count moves with the change. */
export function useToggleFavorite() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: toggleFavorite, onSettled: () => invalidateLearning(queryClient) });
}
