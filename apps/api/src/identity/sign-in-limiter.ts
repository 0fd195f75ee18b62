import { and, count, eq, gt, lt, sql } from 'drizzle-orm';
import type { TenantId } from '@academy/shared';
import type { Database } from '../db/client';
import { signInFailures } from '../db/schema';

const WINDOW = sql`now() - interval '15 minutes'`;

/**
 * Failed sign-ins are kept in the database, so every replica sees the same count. An e-mail gets
 * `perEmail` failures per 15 minutes, a client address five times as many across e-mails.
 */
export function createSignInLimiter(db: Database, perEmail: number) {
  return {
    async isBlocked(tenantId: TenantId, email: string, clientIp: string): Promise<boolean> {
      const [[byEmail], [byIp]] = await Promise.all([
        db
          .select({ total: count() })
          .from(signInFailures)
          .where(and(eq(signInFailures.tenantId, tenantId), eq(signInFailures.email, email), gt(signInFailures.failedAt, WINDOW))),
        db
          .select({ total: count() })
          .from(signInFailures)
          .where(and(eq(signInFailures.clientIp, clientIp), gt(signInFailures.failedAt, WINDOW))),
      ]);
      return byEmail.total >= perEmail || byIp.total >= perEmail * 5;
    },
    async recordFailure(tenantId: TenantId, email: string, clientIp: string): Promise<void> {
      await db.insert(signInFailures).values({ tenantId, email, clientIp });
      await db.delete(signInFailures).where(lt(signInFailures.failedAt, sql`now() - interval '1 day'`));
    },
  };
}
export type SignInLimiter = ReturnType<typeof createSignInLimiter>;
