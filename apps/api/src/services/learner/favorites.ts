import { sql } from 'drizzle-orm';
import type { TenantId } from '@academy/shared';
import type { Database } from '../../db/client';
import { favorites, users } from '../../db/schema';
import type { LearnerStateCache } from './learner-state-cache';
import type { LikeableType } from './learner-state';

/**
 * Saves or removes a favourite; doing either twice changes nothing. Like a progress write, the
 * change and the bump of the learner's `state_version` are one statement, and the bump happens only
 * when a row changed.
 */
export async function setFavorite(
  db: Database,
  states: LearnerStateCache,
  {
    tenantId,
    userId,
    likeableType,
    likeableId,
    save,
  }: { tenantId: TenantId; userId: string; likeableType: LikeableType; likeableId: string; save: boolean },
): Promise<void> {
  const change = save
    ? sql`insert into ${favorites} (tenant_id, user_id, likeable_type, likeable_id)
          values (${tenantId}, ${userId}, ${likeableType}, ${likeableId})
          on conflict do nothing
          returning likeable_id`
    : sql`delete from ${favorites}
          where user_id = ${userId} and likeable_type = ${likeableType} and likeable_id = ${likeableId}
          returning likeable_id`;
  const result = await db.execute(sql`
    with changed as (${change})
    update ${users} set state_version = state_version + 1
    where id = ${userId} and exists (select 1 from changed)
    returning state_version`);
  const [row] = (result as unknown as { rows: { state_version: number }[] }).rows;
  if (!row) return;
  states.applied(userId, row.state_version, (state) => {
    if (save) state.favorites[likeableType].add(likeableId);
    else state.favorites[likeableType].delete(likeableId);
  });
}
