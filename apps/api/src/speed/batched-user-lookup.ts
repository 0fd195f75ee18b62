import type { TenantId } from '@academy/shared';
import type { Database } from '../db/client';
import { atRoundEnd } from './round-end';
import type { AcademyUser } from '../services/accounts/authentication';
import { findUserBySubject, findUsersBySubjects } from '../services/accounts/user-account';

interface Pending {
  tenantId: TenantId;
  subject: string;
  waiters: { resolve: (user: AcademyUser | null) => void; reject: (error: unknown) => void }[];
}

/**
 * PostgreSQL: the user look-ups asked for while the event loop handles one round of sockets go to
 * the database as one statement, sent at the end of that round (`atRoundEnd`). Every request in
 * the round arrived before the statement was sent, so each still reads the row as committed after
 * it arrived (decision 023's guarantee); under load fifty signed-in requests cost a few round
 * trips, not fifty.
 */
export function batchedUserLookup(db: Database, load = findUserBySubject, loadMany = findUsersBySubjects) {
  let round: Map<string, Pending> | null = null;

  const send = async (batch: Map<string, Pending>) => {
    const entries = [...batch.values()];
    try {
      const found = entries.length === 1 ? [await load(db, entries[0].tenantId, entries[0].subject)] : await loadMany(db, entries);
      const byKey = new Map<string, AcademyUser>();
      for (const user of found) if (user) byKey.set(`${user.tenantId} ${user.subject}`, user);
      for (const [key, entry] of batch) for (const waiter of entry.waiters) waiter.resolve(byKey.get(key) ?? null);
    } catch (error) {
      for (const entry of entries) for (const waiter of entry.waiters) waiter.reject(error);
    }
  };

  return (tenantId: TenantId, subject: string) =>
    new Promise<AcademyUser | null>((resolve, reject) => {
      if (!round) {
        const batch = new Map<string, Pending>();
        round = batch;
        atRoundEnd(() => {
          round = null;
          void send(batch);
        });
      }
      const key = `${tenantId} ${subject}`;
      let entry = round.get(key);
      if (!entry) round.set(key, (entry = { tenantId, subject, waiters: [] }));
      entry.waiters.push({ resolve, reject });
    });
}
