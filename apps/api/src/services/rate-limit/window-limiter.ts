import { lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rateLimitWindows } from '../../db/schema';
import { HttpError } from '../../errors';

export interface LimitRule {
  /** What is limited, e.g. `feedback:anonymous`. */
  bucket: string;
  limit: number;
  windowSeconds: number;
}

/**
 * Fixed-window counters in the database: one upsert per hit, so every replica counts together and
 * the default run needs no Redis. Old windows are swept now and then by the same calls.
 */
export function createWindowLimiter(db: Database) {
  let hitsSinceSweep = 0;
  return {
    /** Counts a hit for `key` and throws a 429 envelope error once the window's limit is passed. */
    async hit(rule: LimitRule, key: string): Promise<void> {
      const windowMs = rule.windowSeconds * 1_000;
      const now = Date.now();
      const windowStart = new Date(Math.floor(now / windowMs) * windowMs);
      const [row] = await db
        .insert(rateLimitWindows)
        .values({ bucket: rule.bucket, key, windowStart, hits: 1 })
        .onConflictDoUpdate({
          target: [rateLimitWindows.bucket, rateLimitWindows.key, rateLimitWindows.windowStart],
          set: { hits: sql`${rateLimitWindows.hits} + 1` },
        })
        .returning({ hits: rateLimitWindows.hits });
      if (++hitsSinceSweep >= 500) {
        hitsSinceSweep = 0;
        await db.delete(rateLimitWindows).where(lt(rateLimitWindows.windowStart, new Date(now - 2 * 86_400_000)));
      }
      if (row.hits > rule.limit) {
        const retryAfter = Math.max(1, Math.ceil((windowStart.getTime() + windowMs - now) / 1_000));
        throw new TooManyRequests(retryAfter);
      }
    },
  };
}
export type WindowLimiter = ReturnType<typeof createWindowLimiter>;

export class TooManyRequests extends HttpError {
  constructor(retryAfterSeconds: number) {
    super(429, `Too many requests. Please try again in ${Math.ceil(retryAfterSeconds / 60)} minute(s).`, 'RATE_LIMITED');
    this.retryAfterSeconds = retryAfterSeconds;
  }
}
