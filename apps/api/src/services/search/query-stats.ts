import { sql } from 'drizzle-orm';
import type { SearchQueryStats, TenantId } from '@academy/shared';
import type { Database } from '../../db/client';
import { openRequestCounts } from '../topic-requests/topic-requests';
import { rowsOf } from './rows';

/** Longer queries are cut: the counter is for topics, not for pasted text. */
const MAX_LENGTH = 80;
/** An e-mail address, a phone or card number: a query that may name a person is never stored. */
const PERSONAL = /@[^\s]*\.|\d[\d\s-]{5,}\d/;
const SHOWN = 20;

/** The form a query is counted under: lower case, single spaces, cut; null when it must not be kept. */
export function normaliseQuery(q: string): string | null {
  const text = q.toLowerCase().replace(/\s+/g, ' ').trim().slice(0, MAX_LENGTH);
  return text === '' || PERSONAL.test(text) ? null : text;
}

/**
 * Counts searches and misses per portal and query, with nothing about who searched. Counts gather
 * in memory and are added to the table in one statement per flush, so a search costs no write;
 * replicas add to the same rows, so none contradicts another.
 */
export class QueryStats {
  private pending = new Map<string, { tenantId: TenantId; query: string; searches: number; misses: number }>();

  constructor(private readonly db: Database) {}

  record(tenantId: TenantId, q: string, found: boolean): void {
    const query = normaliseQuery(q);
    if (!query) return;
    const key = `${tenantId}\u0000${query}`;
    const entry = this.pending.get(key) ?? { tenantId, query, searches: 0, misses: 0 };
    entry.searches += 1;
    if (!found) entry.misses += 1;
    this.pending.set(key, entry);
  }

  async flush(): Promise<void> {
    if (this.pending.size === 0) return;
    const entries = [...this.pending.values()];
    this.pending = new Map();
    const values = sql.join(
      entries.map((entry) => sql`(${entry.tenantId}, ${entry.query}, ${entry.searches}::int, ${entry.misses}::int)`),
      sql`, `,
    );
    await this.db.execute(sql`
      insert into search_query_counts (tenant_id, query, searches, misses)
      values ${values}
      on conflict (tenant_id, query) do update
        set searches = search_query_counts.searches + excluded.searches,
            misses = search_query_counts.misses + excluded.misses,
            last_searched_at = now()`);
  }
}

/** The portal's most searched queries and the most missed ones, each with the open topic requests that name it, for its admins. */
export async function searchQueryStats(db: Database, tenantId: TenantId): Promise<SearchQueryStats> {
  const top = rowsOf<{ query: string; searches: number; misses: number }>(
    await db.execute(sql`
      select query, searches, misses from search_query_counts
       where tenant_id = ${tenantId} order by searches desc, query limit ${SHOWN}`),
  );
  const zero = rowsOf<{ query: string; misses: number; last: string | Date }>(
    await db.execute(sql`
      select query, misses, last_searched_at as last from search_query_counts
       where tenant_id = ${tenantId} and misses > 0 order by misses desc, query limit ${SHOWN}`),
  );
  const requests = await openRequestCounts(
    db,
    tenantId,
    zero.map((row) => row.query),
  );
  return {
    top,
    zeroResults: zero.map((row) => ({
      query: row.query,
      misses: row.misses,
      lastSearchedAt: new Date(row.last).toISOString(),
      openRequests: requests.get(row.query) ?? 0,
    })),
  };
}
