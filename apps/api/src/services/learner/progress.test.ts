import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { learnerProgress, users } from '../../db/schema';
import { createEmptyDatabase } from '../../test/database-template';
import { emptyLearnerState } from './learner-state';
import { LearnerStateCache } from './learner-state-cache';
import { markCompleted, markIncomplete, markStarted } from './progress';

let handle: DatabaseHandle;
let userId: string;
const courseId = randomUUID();
const lessons = [randomUUID(), randomUUID(), randomUUID()];
const states = new LearnerStateCache(async () => emptyLearnerState(), 1_000_000);
const item = (itemId: string) => ({ tenantId: 'kube' as const, userId, itemId, itemType: 'lesson' as const, courseId });

beforeAll(async () => {
  handle = await createEmptyDatabase();
  [{ id: userId }] = await handle.db
    .insert(users)
    .values({ tenantId: 'kube', subject: 'ada', login: 'ada@example.com', firstName: 'Ada', lastName: 'L' })
    .returning();
});
afterAll(() => handle.close());

/** The row's `xmax`: a transaction id once anything locked or replaced the row version, 0 while nothing did. */
const lockedBy = async (itemId: string) => {
  const rows = await handle.db
    .select({ xmax: sql<string>`xmax::text` })
    .from(learnerProgress)
    .where(and(eq(learnerProgress.userId, userId), eq(learnerProgress.itemId, itemId)));
  return rows[0].xmax;
};
const version = async () => (await handle.db.select({ v: users.stateVersion }).from(users).where(eq(users.id, userId)))[0].v;

describe('progress writes', () => {
  it('complete a started lesson once, and count the course’s other completed lessons', async () => {
    await markCompleted(handle.db, states, item(lessons[0]), lessons);
    await markStarted(handle.db, states, item(lessons[1]), lessons);
    const outcome = await markCompleted(handle.db, states, item(lessons[1]), lessons);
    expect(outcome).toMatchObject({ completed: true, othersCompleted: 1 });
    expect(outcome.version).toBe(await version());
  });

  it('write nothing when a completed lesson is completed again: no new version, no row lock', async () => {
    await markCompleted(handle.db, states, item(lessons[2]), lessons);
    const before = { version: await version(), xmax: await lockedBy(lessons[2]) };
    const again = await markCompleted(handle.db, states, item(lessons[2]), lessons);
    expect(again).toMatchObject({ version: null, completed: true, othersCompleted: 2 });
    expect({ version: await version(), xmax: await lockedBy(lessons[2]) }).toEqual(before);
  });

  it('complete again after an undo', async () => {
    await markIncomplete(handle.db, states, item(lessons[2]), lessons);
    const outcome = await markCompleted(handle.db, states, item(lessons[2]), lessons);
    expect(outcome.version).not.toBeNull();
    const [row] = await handle.db.select().from(learnerProgress).where(eq(learnerProgress.itemId, lessons[2]));
    expect(row.completedAt).not.toBeNull();
  });
});
