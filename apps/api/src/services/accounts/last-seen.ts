import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';

/** "Last seen" is kept to the minute: a busy learner's requests do not each write the row. */
export const LAST_SEEN_EVERY_MS = 60_000;

/** Records that the user made a signed-in request, unless the stored time is under a minute old (read with the user, so a throttled request costs nothing). */
export async function touchLastSeen(db: Database, user: { id: string; lastSeenAt: Date | null }, now = new Date()): Promise<void> {
  if (user.lastSeenAt && now.getTime() - user.lastSeenAt.getTime() < LAST_SEEN_EVERY_MS) return;
  await db.update(users).set({ lastSeenAt: now }).where(eq(users.id, user.id));
}
