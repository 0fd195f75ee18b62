import { sql } from 'drizzle-orm';
import type { TenantId } from '@academy/shared';
import type { Database } from '../../db/client';
import type { StatementValue } from '../../speed/prepared-sql';
import { certificates, learnerProgress, users } from '../../db/schema';
import { newCertificateId } from './certificate-id';
import type { Earnable } from './earnable';

/** A value written into a statement, or the placeholder of a prepared one (speed/prepared-sql.ts). */
type Value = StatementValue;

interface Learner {
  tenantId: TenantId;
  userId: string;
}

/** The candidates as one JSON parameter, each with a fresh id (unused ones are simply dropped). */
export const candidatesJson = (earnable: Earnable[]) =>
  JSON.stringify(
    earnable.map((item) => ({
      id: newCertificateId(),
      kind: item.kind,
      item_id: item.itemId,
      title: item.title,
      lesson_ids: item.lessonIds,
    })),
  );

/** The candidates as rows `c(id, kind, item_id, title, lesson_ids)`. */
const candidateRows = (json: Value) =>
  sql`jsonb_to_recordset(${json}::jsonb) as c(id text, kind text, item_id uuid, title text, lesson_ids uuid[])`;

/** The profile's name at this moment, '' when it has none: the certificate keeps it (decision 044). */
const nameNow = (userId: Value) => sql`(select trim(u.first_name || ' ' || u.last_name) from ${users} u where u.id = ${userId}::uuid)`;

const completedAmong = (userId: Value, exceptItem?: Value) =>
  sql`(select count(*) from ${learnerProgress} p
        where p.user_id = ${userId}::uuid and p.completed_at is not null and p.item_id = any(c.lesson_ids)
        ${exceptItem ? sql`and p.item_id <> ${exceptItem}::uuid` : sql``})`;

/**
 * An insert for a CTE of the progress write that completes `itemId` (which must name its own CTE
 * `changed`): each candidate (`candidatesJson`) whose other lessons were all complete already is
 * issued, in the same statement as the completion, so a certificate never exists without it, nor it
 * without one. Counting happens in the statement's snapshot, which does not see `changed` yet: hence
 * "others". Once issued, a certificate stays (a unique row per learner and item): completing again
 * after an undo issues nothing new.
 */
export function issueOnCompletion(learner: { tenantId: Value; userId: Value }, itemId: Value, candidates: Value) {
  return sql`insert into ${certificates} (id, tenant_id, user_id, kind, item_id, title, learner_name)
    select c.id, ${learner.tenantId}::text, ${learner.userId}::uuid, c.kind, c.item_id, c.title, ${nameNow(learner.userId)}
    from ${candidateRows(candidates)}
    where exists (select 1 from changed) and ${completedAmong(learner.userId, itemId)} = cardinality(c.lesson_ids) - 1
    on conflict (user_id, kind, item_id) do nothing
    returning id, kind`;
}

/**
 * Issues what the learner completed before certificates existed (or before a lesson left the
 * course), dated when its last lesson was completed. Checked again in the statement, so a
 * completion undone meanwhile issues nothing.
 */
export async function issueEarned(db: Database, { tenantId, userId }: Learner, earnable: Earnable[]): Promise<void> {
  if (earnable.length === 0) return;
  await db.execute(sql`insert into ${certificates} (id, tenant_id, user_id, kind, item_id, title, learner_name, issued_at)
    select c.id, ${tenantId}, ${userId}::uuid, c.kind, c.item_id, c.title, ${nameNow(userId)},
      (select max(p.completed_at) from ${learnerProgress} p where p.user_id = ${userId}::uuid and p.item_id = any(c.lesson_ids))
    from ${candidateRows(candidatesJson(earnable))}
    where ${completedAmong(userId)} = cardinality(c.lesson_ids)
    on conflict (user_id, kind, item_id) do nothing`);
}
