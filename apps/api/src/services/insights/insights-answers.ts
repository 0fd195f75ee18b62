import { sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { TenantId } from '@academy/shared';
import type { Database } from '../../db/client';
import { rowsOf } from '../search/rows';

/** Built answers kept per replica; the oldest used goes first. */
const MAX_ANSWERS = 500;

/**
 * Insights answers built once per portal, question (range, course) and state of the aggregates:
 * they change only when a refresh commits, so an answer is served as text, already checked against
 * its schema, until the portal's `refreshed_at`, its `recent_refreshed_at` or the catalogue version moves. Each request reads
 * `refreshed_at` (one primary-key look-up), so a refresh on any replica shows on the next request.
 */
export class InsightsAnswers {
  private readonly answers = new LRUCache<string, { version: string; json: Promise<string> }>({ max: MAX_ANSWERS });

  constructor(private readonly db: Database) {}

  async get(tenantId: TenantId, question: string, catalogueVersion: number, build: () => Promise<string>): Promise<string> {
    const [row] = rowsOf<{ refreshed_at: Date | string; recent_refreshed_at: Date | string }>(
      await this.db.execute(sql`select refreshed_at, recent_refreshed_at from insights_refreshes where tenant_id = ${tenantId}`),
    );
    const version = row
      ? `${new Date(row.refreshed_at).getTime()}:${new Date(row.recent_refreshed_at).getTime()}:${catalogueVersion}`
      : `0:0:${catalogueVersion}`;
    const key = `${tenantId}|${question}`;
    const cached = this.answers.get(key);
    if (cached?.version === version) return cached.json;
    const json = build();
    this.answers.set(key, { version, json });
    // A failed build is not kept: the next request tries again.
    void json.catch(() => this.answers.peek(key)?.json === json && this.answers.delete(key));
    return json;
  }
}
