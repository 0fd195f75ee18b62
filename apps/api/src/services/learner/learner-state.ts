import { and, eq } from 'drizzle-orm';
import type { LIKEABLE_TYPES, TenantId } from '@academy/shared';
import type { Database } from '../../db/client';
import { favorites, learnerProgress } from '../../db/schema';

export type LikeableType = (typeof LIKEABLE_TYPES)[number];

/** What one learner has done in one portal: read per request, never cached across users. */
export interface LearnerState {
  completed: Set<string>;
  started: Set<string>;
  favorites: Record<LikeableType, Set<string>>;
}

export const emptyLearnerState = (): LearnerState => ({
  completed: new Set(),
  started: new Set(),
  favorites: { course: new Set(), lesson: new Set(), guide: new Set(), path: new Set() },
});

export async function loadLearnerState(db: Database, tenantId: TenantId, userId: string): Promise<LearnerState> {
  const [progressRows, favoriteRows] = await Promise.all([
    db
      .select({ itemId: learnerProgress.itemId, completedAt: learnerProgress.completedAt })
      .from(learnerProgress)
      .where(and(eq(learnerProgress.tenantId, tenantId), eq(learnerProgress.userId, userId))),
    db
      .select({ likeableType: favorites.likeableType, likeableId: favorites.likeableId })
      .from(favorites)
      .where(and(eq(favorites.tenantId, tenantId), eq(favorites.userId, userId))),
  ]);
  const state = emptyLearnerState();
  for (const row of progressRows) (row.completedAt ? state.completed : state.started).add(row.itemId);
  for (const row of favoriteRows) state.favorites[row.likeableType].add(row.likeableId);
  return state;
}
