import { and, count, desc, eq, gt, lt, sql } from 'drizzle-orm';
import type { TenantId } from '@academy/shared';
import type { Database } from '../db/client';
import { signInDelays, signInFailures } from '../db/schema';

/** A sign-in attempt's turn: refused (with the wait), or taken, counted as a failure until it succeeds. */
type Claim = { refused: { retryAfterSeconds: number; reason: 'account' | 'address' } } | { failureId: string };

export interface SignInLimits {
  /** Failures per account and address before attempts wait at all. */
  freeFailures: number;
  maxDelaySeconds: number;
  /** Failures in 15 minutes on one account (from any address) that mark it as under attack. */
  failuresPerAccount: number;
  /**
   * Failures in 15 minutes from one address (on any account) after which it gets no more password
   * checks, whatever the account, except from browsers the account signed in on before.
   */
  failuresPerAddress: number;
}

const DAY_MS = 86_400_000;
const WINDOW = sql`interval '15 minutes'`;
const RECENT = sql`now() - ${WINDOW}`;

/**
 * Seconds an address waits before its next attempt on an account after `failures` failures there:
 * none for the first few, then 1 s doubling up to the maximum; the maximum at once while the account
 * is under attack.
 */
export function delayAfter(failures: number, underAttack: boolean, limits: SignInLimits): number {
  if (failures === 0) return 0;
  if (underAttack) return limits.maxDelaySeconds;
  if (failures < limits.freeFailures) return 0;
  return Math.min(limits.maxDelaySeconds, 2 ** (failures - limits.freeFailures));
}

/**
 * Sign-in throttling that slows guessing without locking anyone out (decision 015). The delay is
 * kept per account *and* client address, so failures from one address never delay the same
 * account's sign-in from another, nor other accounts' sign-ins from the same address; a correct
 * password once the wait is over always works. Each password check costs a hash, so an address
 * past its budget of failures gets none until the budget recovers, whatever the account, except
 * from a browser the account signed in on before (known-browsers.ts), which keeps a neighbour on a
 * shared address signing in. Counters live in the database, so replicas agree.
 */
export function createSignInLimiter(db: Database, limits: SignInLimits) {
  let failuresSinceSweep = 0;

  const pair = (tenantId: TenantId, email: string, address: string) =>
    and(eq(signInDelays.tenantId, tenantId), eq(signInDelays.email, email), eq(signInDelays.clientAddress, address));

  const recentFromAddress = (address: string) => and(eq(signInFailures.clientIp, address), gt(signInFailures.failedAt, RECENT));

  async function accountUnderAttack(tenantId: TenantId, email: string): Promise<boolean> {
    const [onAccount] = await db
      .select({ total: count() })
      .from(signInFailures)
      .where(and(eq(signInFailures.tenantId, tenantId), eq(signInFailures.email, email), gt(signInFailures.failedAt, RECENT)));
    return onAccount.total >= limits.failuresPerAccount;
  }

  /**
   * Seconds until the address is back under its budget: when its oldest failure that counts leaves
   * the 15 minutes. Reckoned on the database's clock, which stamped the failures.
   */
  async function addressBudgetWait(address: string): Promise<number | null> {
    const [oldestCounted] = await db
      .select({ seconds: sql<number>`ceil(extract(epoch from ${signInFailures.failedAt} + ${WINDOW} - now()))::int` })
      .from(signInFailures)
      .where(recentFromAddress(address))
      .orderBy(desc(signInFailures.failedAt))
      .offset(limits.failuresPerAddress - 1)
      .limit(1);
    return oldestCounted ? Math.max(1, oldestCounted.seconds) : null;
  }

  return {
    /**
     * Takes this address's turn on the account, or answers how many seconds remain until it may.
     * The turn is claimed before the password is checked, counting the attempt as a failure (on the
     * account's delay and on the address's budget) until it succeeds, so parallel attempts cannot
     * slip past the delay or the budget together.
     */
    async claimAttempt(tenantId: TenantId, email: string, address: string, { knownBrowser = false } = {}): Promise<Claim> {
      if (!knownBrowser) {
        const budgetWait = await addressBudgetWait(address);
        if (budgetWait) return { refused: { retryAfterSeconds: budgetWait, reason: 'address' } };
      }
      const attack = await accountUnderAttack(tenantId, email);
      return db.transaction(async (tx): Promise<Claim> => {
        const now = new Date();
        await tx
          .insert(signInDelays)
          .values({ tenantId, email, clientAddress: address, failures: 0, lastAttemptAt: now, nextAttemptAt: now })
          .onConflictDoNothing();
        const [row] = await tx
          .select()
          .from(signInDelays)
          .where(pair(tenantId, email, address))
          .for('update');
        if (row.nextAttemptAt > now)
          return { refused: { retryAfterSeconds: Math.ceil((row.nextAttemptAt.getTime() - now.getTime()) / 1_000), reason: 'account' } };
        const failures = (now.getTime() - row.lastAttemptAt.getTime() > DAY_MS ? 0 : row.failures) + 1;
        const nextAttemptAt = new Date(now.getTime() + delayAfter(failures, attack, limits) * 1_000);
        await tx
          .update(signInDelays)
          .set({ failures, lastAttemptAt: now, nextAttemptAt })
          .where(pair(tenantId, email, address));
        const [failure] = await tx
          .insert(signInFailures)
          .values({ tenantId, email, clientIp: address })
          .returning({ id: signInFailures.id });
        return { failureId: failure.id };
      });
    },

    /** A wrong password (or unknown e-mail): the claimed attempt stays a failure; old ones are swept now and then. */
    async recordFailure(): Promise<void> {
      if (++failuresSinceSweep < 100) return;
      failuresSinceSweep = 0;
      await db.delete(signInFailures).where(lt(signInFailures.failedAt, sql`now() - interval '1 day'`));
      await db.delete(signInDelays).where(lt(signInDelays.lastAttemptAt, new Date(Date.now() - DAY_MS)));
    },

    /**
     * A claimed attempt that checked no password (every hash slot was taken): no failure, so a flood
     * that keeps the hashes busy cannot pile failures onto the accounts of those refused meanwhile.
     */
    async releaseAttempt(tenantId: TenantId, email: string, address: string, failureId: string): Promise<void> {
      await db.delete(signInFailures).where(eq(signInFailures.id, failureId));
      await db
        .update(signInDelays)
        .set({ failures: sql`greatest(${signInDelays.failures} - 1, 0)` })
        .where(pair(tenantId, email, address));
    },

    /**
     * The account's password was set through a link its owner received (a reset): every address
     * starts afresh on it, so the owner, who may have failed many times before asking, signs in with
     * the new password at once. The failures stay, and keep counting towards the attack marks.
     */
    async forgetDelays(tenantId: TenantId, email: string): Promise<void> {
      await db.delete(signInDelays).where(and(eq(signInDelays.tenantId, tenantId), eq(signInDelays.email, email)));
    },

    /** A correct password: not a failure after all, and this address starts afresh on this account. */
    async recordSuccess(tenantId: TenantId, email: string, address: string, failureId: string): Promise<void> {
      await db.delete(signInFailures).where(eq(signInFailures.id, failureId));
      await db.delete(signInDelays).where(pair(tenantId, email, address));
    },
  };
}
export type SignInLimiter = ReturnType<typeof createSignInLimiter>;
