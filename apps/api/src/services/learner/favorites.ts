import { and, eq } from 'drizzle-orm';
import type { TenantId } from '@academy/shared';
import type { Database } from '../../db/client';
import { favorites } from '../../db/schema';
import type { LikeableType } from './learner-state';

/** Saves or removes a favourite; doing either twice changes nothing. */
export async function setFavorite(db: Database, tenantId: TenantId, userId: string, likeableType: LikeableType, likeableId: string, save: boolean): Promise<void> {
  if (save) {
    await db.insert(favorites).values({ tenantId, userId, likeableType, likeableId }).onConflictDoNothing();
  } else {
    await db.delete(favorites).where(and(eq(favorites.userId, userId), eq(favorites.likeableType, likeableType), eq(favorites.likeableId, likeableId)));
  }
}
