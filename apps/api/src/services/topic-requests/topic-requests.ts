import { and, count, desc, eq, ilike, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { TenantId, TopicRequest, topicRequestFormSchema, topicRequestQuerySchema } from '@academy/shared';
import type { Database } from '../../db/client';
import { topicRequests, users } from '../../db/schema';
import { recordAudit, type Actor } from '../audit/audit-log';
import { rowsOf } from '../search/rows';
import { likePattern } from '../sql/like-pattern';

type TopicRequestInput = z.output<typeof topicRequestFormSchema>;
type TopicRequestFilter = z.output<typeof topicRequestQuerySchema>;

/** What the inbox searches, written as the trigram index `topic_requests_search` (migration 0015) is. */
const searchedText = sql`(${topicRequests.topic} || ' ' || ${topicRequests.details})`;

/** For each text, the open requests the inbox's search for it finds, the count the Searches screen shows beside a missed query (one statement for all). */
export async function openRequestCounts(db: Database, tenantId: TenantId, texts: string[]): Promise<Map<string, number>> {
  if (texts.length === 0) return new Map();
  const values = sql.join(
    texts.map((text) => sql`(${text}, ${likePattern(text)})`),
    sql`, `,
  );
  const rows = rowsOf<{ text: string; open: number }>(
    await db.execute(sql`
      select wanted.text, count(${topicRequests.id})::int as open
        from (values ${values}) as wanted(text, pattern)
        left join ${topicRequests}
          on ${topicRequests.tenantId} = ${tenantId} and ${topicRequests.handledAt} is null
         and ${searchedText} ilike wanted.pattern
       group by wanted.text`),
  );
  return new Map(rows.map((row) => [row.text, row.open]));
}

const STATUS: Record<TopicRequestFilter['status'], SQL | undefined> = {
  open: isNull(topicRequests.handledAt),
  handled: isNotNull(topicRequests.handledAt),
  all: undefined,
};

export async function saveTopicRequest(db: Database, tenantId: TenantId, userId: string | null, input: TopicRequestInput): Promise<string> {
  const [row] = await db
    .insert(topicRequests)
    .values({ tenantId, userId, topic: input.topic, details: input.details })
    .returning({ id: topicRequests.id });
  return row.id;
}

const columns = {
  request: topicRequests,
  firstName: users.firstName,
  lastName: users.lastName,
  login: users.login,
};

function present({
  request,
  firstName,
  lastName,
  login,
}: {
  request: typeof topicRequests.$inferSelect;
  firstName: string | null;
  lastName: string | null;
  login: string | null;
}): TopicRequest {
  return {
    id: request.id,
    topic: request.topic,
    details: request.details,
    requester: login === null ? null : { name: `${firstName ?? ''} ${lastName ?? ''}`.trim() || login, email: login },
    createdAt: request.createdAt.toISOString(),
    handledAt: request.handledAt?.toISOString() ?? null,
    handledBy: request.handledBy,
  };
}

/** One page of the portal's requests, newest first, and how many are still to handle. */
export async function listTopicRequests(db: Database, tenantId: TenantId, filter: TopicRequestFilter) {
  const mine = eq(topicRequests.tenantId, tenantId);
  const where = and(mine, STATUS[filter.status], filter.q ? ilike(searchedText, likePattern(filter.q)) : undefined);
  const [rows, [{ total }], [{ open }]] = await Promise.all([
    db
      .select(columns)
      .from(topicRequests)
      .leftJoin(users, eq(users.id, topicRequests.userId))
      .where(where)
      .orderBy(desc(topicRequests.createdAt), desc(topicRequests.id))
      .limit(filter.pageSize)
      .offset(filter.pageNumber * filter.pageSize),
    db.select({ total: count() }).from(topicRequests).where(where),
    db.select({ open: count() }).from(topicRequests).where(and(mine, STATUS.open)),
  ]);
  return {
    result: { content: rows.map(present), totalElements: total, pageNumber: filter.pageNumber, pageSize: filter.pageSize },
    openCount: open,
  };
}

/**
 * Marks a request handled (or open again) with the audit row in the same transaction; null when the
 * portal has no such request. Marking it as it already is changes nothing and records nothing.
 */
export async function setTopicRequestHandled(
  db: Database,
  tenantId: TenantId,
  id: string,
  handled: boolean,
  actor: Actor,
): Promise<TopicRequest | null> {
  return db.transaction(async (tx) => {
    const mine = and(eq(topicRequests.tenantId, tenantId), eq(topicRequests.id, id));
    const [current] = await tx.select().from(topicRequests).where(mine).for('update');
    if (!current) return null;
    if ((current.handledAt !== null) !== handled) {
      const [after] = await tx
        .update(topicRequests)
        .set(handled ? { handledAt: new Date(), handledBy: actor.label } : { handledAt: null, handledBy: null })
        .where(mine)
        .returning();
      await recordAudit(tx, {
        tenantId,
        actor,
        action: handled ? 'topic-request.handle' : 'topic-request.reopen',
        entityType: 'topic-request',
        entityId: id,
        before: { topic: current.topic, handledAt: current.handledAt, handledBy: current.handledBy },
        after: { topic: after.topic, handledAt: after.handledAt, handledBy: after.handledBy },
      });
    }
    const [row] = await tx.select(columns).from(topicRequests).leftJoin(users, eq(users.id, topicRequests.userId)).where(mine);
    return present(row);
  });
}
