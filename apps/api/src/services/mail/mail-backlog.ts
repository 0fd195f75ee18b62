import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { mailMessages } from '../../db/schema';

/** The outbox as an operator watches it: mail waiting to go, mail whose earlier tries failed, mail given up on. */
export interface MailBacklog {
  pending: number;
  retrying: number;
  failed: number;
}

/** One statement over every portal: the metrics scrape calls it, and every replica reports the same figures. */
export async function mailBacklog(db: Database): Promise<MailBacklog> {
  const [row] = await db
    .select({
      pending: sql<number>`count(*) filter (where ${mailMessages.status} = 'pending')::int`,
      retrying: sql<number>`count(*) filter (where ${mailMessages.status} = 'pending' and ${mailMessages.attempts} > 0)::int`,
      failed: sql<number>`count(*) filter (where ${mailMessages.status} = 'failed')::int`,
    })
    .from(mailMessages)
    .where(sql`${mailMessages.status} in ('pending', 'failed')`);
  return row;
}
