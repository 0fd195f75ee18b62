import { sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { TenantId } from '@academy/shared';
import type { DatabaseHandle } from '../db/client';
import { roundEnd } from './round-end';
import type { AcademyUser } from '../services/accounts/authentication';
import { batchedUserLookup } from './batched-user-lookup';
import { findUserBySubject } from '../services/accounts/user-account';

/** How a signed-in request finds its academy user. */
export type UserLookup = (tenantId: TenantId, subject: string) => Promise<AcademyUser | null>;

const CHANNEL = 'academy_user_changed';
/** Enough for every learner active on one laptop or small install; the least recently read goes first. */
export const MAX_CACHED_USERS = 10_000;

/**
 * Every statement that updates or deletes a user row announces it, whoever wrote it (progress,
 * favourites, rights, profile, last seen). Installed by the PGlite process only: on PostgreSQL a
 * NOTIFY per progress write would serialise commits, and replicas could not rely on it anyway.
 */
const ANNOUNCE_USER_CHANGES = [
  sql.raw(`create or replace function academy_user_changed() returns trigger language plpgsql as $$
    begin
      perform pg_notify('${CHANNEL}', old.tenant_id || ' ' || old.subject);
      return null;
    end $$`),
  sql.raw(`create or replace trigger academy_user_changed after update or delete on users
    for each row execute function academy_user_changed()`),
];

/**
 * Decision 023 reads the user row on every signed-in request, because rights and the learner's
 * state version can change at any time on any replica. On PGlite one process owns the database and
 * a change's notification arrives before the statement that made it resolves, so that process may
 * keep the rows and drop one when it changes: a signed-in read then makes no query at all.
 * A read that was in flight while anything changed does not keep what it read (it may be older
 * than the change). On PostgreSQL every request reads the row, batched with the other requests of
 * the same event-loop round. Both are fast paths: with `FAST_PATHS=off` each request reads its row (index.ts).
 */
export async function createUserLookup(handle: DatabaseHandle, load: typeof findUserBySubject = findUserBySubject): Promise<UserLookup> {
  const { db, listenInProcess } = handle;
  if (!listenInProcess) return batchedUserLookup(db, load);

  const rows = new LRUCache<string, AcademyUser>({ max: MAX_CACHED_USERS });
  let changes = 0;
  await listenInProcess(CHANNEL, (key) => {
    rows.delete(key);
    changes += 1;
  });
  for (const statement of ANNOUNCE_USER_CHANGES) await db.execute(statement);

  return async (tenantId, subject) => {
    // As on PostgreSQL, the round's signed-in requests go on together once it has been read, so
    // their answers leave back to back (decision 033); the row is then as of the round's end.
    await roundEnd();
    const key = `${tenantId} ${subject}`;
    const cached = rows.get(key);
    if (cached) return cached;
    const changesBefore = changes;
    const user = await load(db, tenantId, subject);
    if (user && changes === changesBefore) rows.set(key, user);
    return user;
  };
}
