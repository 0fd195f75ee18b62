import { eq } from 'drizzle-orm';
import type { TenantId } from '@academy/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, DatabaseHandle } from '../db/client';
import { users } from '../db/schema';
import { createEmptyDatabase } from '../test/database-template';
import { batchedUserLookup } from './batched-user-lookup';
import { findUserBySubject, findUsersBySubjects } from '../services/accounts/user-account';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createEmptyDatabase();
  await handle.db.insert(users).values([
    { tenantId: 'kube', subject: 'ada', login: 'ada@example.com', firstName: 'Ada', lastName: 'L' },
    { tenantId: 'kube', subject: 'bo', login: 'bo@example.com', firstName: 'Bo', lastName: 'B' },
    { tenantId: 'spring', subject: 'ada', login: 'ada@example.com', firstName: 'Spring Ada', lastName: 'L' },
  ]);
});
afterAll(() => handle.close());

/** The real statements, counted. */
function counted() {
  const calls = { one: 0, many: [] as number[] };
  const load = (db: Database, tenantId: TenantId, subject: string) => {
    calls.one += 1;
    return findUserBySubject(db, tenantId, subject);
  };
  const loadMany = (db: Database, keys: readonly { tenantId: TenantId; subject: string }[]) => {
    calls.many.push(keys.length);
    return findUsersBySubjects(db, keys);
  };
  return { calls, load, loadMany };
}

const rename = (subject: string, firstName: string) => handle.db.update(users).set({ firstName }).where(eq(users.subject, subject));

describe('the user look-ups of one event-loop round (PostgreSQL)', () => {
  it('go as one statement, each request getting its own portal’s row, or null', async () => {
    const { calls, load, loadMany } = counted();
    const find = batchedUserLookup(handle.db, load, loadMany);
    const [kubeAda, springAda, bo, again, nobody] = await Promise.all([
      find('kube', 'ada'),
      find('spring', 'ada'),
      find('kube', 'bo'),
      find('kube', 'ada'),
      find('tanzu', 'ada'),
    ]);
    expect([kubeAda?.firstName, springAda?.firstName, bo?.firstName, again?.firstName, nobody]).toEqual([
      'Ada',
      'Spring Ada',
      'Bo',
      'Ada',
      null,
    ]);
    expect(calls).toEqual({ one: 0, many: [4] });
  });

  it('reads a lone request with the prepared statement', async () => {
    const { calls, load, loadMany } = counted();
    expect((await batchedUserLookup(handle.db, load, loadMany)('kube', 'bo'))?.firstName).toBe('Bo');
    expect(calls).toEqual({ one: 1, many: [] });
  });

  it('never hands a request the answer of a statement sent before it arrived', async () => {
    let changeDuringRead = true;
    const find = batchedUserLookup(handle.db, async (db, tenantId, subject) => {
      const row = await findUserBySubject(db, tenantId, subject);
      if (changeDuringRead) {
        changeDuringRead = false;
        // The row changes while the first statement is in flight, and a second request asks after the change.
        await rename('bo', 'Bo renamed');
        later = find('kube', 'bo');
      }
      return row;
    });
    let later: Promise<unknown> | undefined;
    expect((await find('kube', 'bo'))?.firstName).toBe('Bo');
    expect(((await later) as { firstName: string }).firstName).toBe('Bo renamed');
    await rename('bo', 'Bo');
  });

  it('fails every request of the round when the statement fails', async () => {
    const find = batchedUserLookup(handle.db, undefined, async () => {
      throw new Error('connection lost');
    });
    const results = await Promise.allSettled([find('kube', 'ada'), find('kube', 'bo')]);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected']);
  });
});
