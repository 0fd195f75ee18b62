import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { and, asc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { webhookDeliveries, webhookEndpoints } from '../../db/schema';
import { nextTry, type RetryPolicy } from '../mail/retry-policy';
import { guardedLookup, refusedLiteral } from './address-guard';
import { signatureOf } from './signature';

export interface WebhookSettings extends RetryPolicy {
  /** WEBHOOK_ALLOW_PRIVATE_ADDRESSES: deliveries may reach loopback and private networks (tests, an in-cluster receiver). */
  allowPrivate: boolean;
}

interface WebhookLog {
  warn(obj: object, msg: string): void;
}

/** A receiver has this long to answer; the lease outlasts it by far, so no other replica takes the delivery meanwhile. */
const TIMEOUT_MS = 10_000;
const LEASE_SECONDS = 120;
/** Due deliveries one replica claims per round. */
const CLAIM_BATCH = 20;

interface Attempt {
  statusCode: number | null;
  error: string | null;
}

/** One signed POST; never throws: the outcome is the receiver's status, or why there was none. */
function post(url: URL, headers: Record<string, string>, body: string, allowPrivate: boolean): Promise<Attempt> {
  const literal = refusedLiteral(url, allowPrivate);
  if (literal) return Promise.resolve({ statusCode: null, error: `${literal} is a private or loopback address` });
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve) => {
    const outgoing = send(
      url,
      {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
        lookup: guardedLookup(allowPrivate),
        timeout: TIMEOUT_MS,
      },
      (response) => {
        // The answer's body is not used; it is read so the connection closes cleanly.
        response.resume();
        response.on('end', () => resolve({ statusCode: response.statusCode ?? null, error: null }));
        response.on('error', (error) => resolve({ statusCode: response.statusCode ?? null, error: error.message }));
      },
    );
    outgoing.on('timeout', () => outgoing.destroy(new Error(`no answer within ${TIMEOUT_MS / 1000} s`)));
    outgoing.on('error', (error) => resolve({ statusCode: null, error: error.message }));
    outgoing.end(body);
  });
}

type Claimed = typeof webhookDeliveries.$inferSelect & { url: string; secret: string };

/**
 * Delivers queued events: every replica runs `deliverDue` on a timer; each claims due deliveries with
 * `for update skip locked` and a lease, as the mail retry rounds do (decision 027), so two replicas
 * never send one delivery at the same time. A 2xx answer delivers; anything else is tried again with
 * exponential backoff until WEBHOOK_MAX_ATTEMPTS, then given up (an administrator may replay it).
 */
export function createWebhookDispatcher(db: Database, settings: WebhookSettings, log: WebhookLog) {
  async function deliver(row: Claimed): Promise<boolean> {
    const timestamp = Math.floor(Date.now() / 1000);
    const outcome = await post(
      new URL(row.url),
      {
        'user-agent': 'Academy-Webhooks/1',
        'webhook-id': row.eventId,
        'webhook-timestamp': String(timestamp),
        'webhook-signature': signatureOf(row.secret, row.eventId, timestamp, row.payload),
      },
      row.payload,
      settings.allowPrivate,
    );
    const attempts = row.attempts + 1;
    const delivered = outcome.statusCode !== null && outcome.statusCode >= 200 && outcome.statusCode < 300;
    const next = delivered ? null : nextTry(attempts, settings, false);
    const error = delivered ? null : (outcome.error ?? `the receiver answered ${outcome.statusCode}`).slice(0, 500);
    if (!delivered) log.warn({ deliveryId: row.id, attempts, retryInSeconds: next, reason: error }, 'webhook delivery failed');
    await db
      .update(webhookDeliveries)
      .set({
        status: delivered ? 'delivered' : next === null ? 'failed' : 'pending',
        attempts,
        lastStatusCode: outcome.statusCode,
        error,
        lastAttemptAt: sql`now()`,
        nextAttemptAt: next === null ? null : sql`now() + make_interval(secs => ${next})`,
        leaseUntil: null,
      })
      .where(eq(webhookDeliveries.id, row.id));
    return delivered;
  }

  return {
    /** Claims the due deliveries no replica holds and tries each once; answers how many were tried and delivered. */
    async deliverDue(): Promise<{ tried: number; delivered: number }> {
      const due = db
        .select({ id: webhookDeliveries.id })
        .from(webhookDeliveries)
        .where(
          and(
            eq(webhookDeliveries.status, 'pending'),
            lte(webhookDeliveries.nextAttemptAt, sql`now()`),
            or(isNull(webhookDeliveries.leaseUntil), lt(webhookDeliveries.leaseUntil, sql`now()`)),
          ),
        )
        .orderBy(asc(webhookDeliveries.nextAttemptAt))
        .limit(CLAIM_BATCH)
        .for('update', { skipLocked: true });
      const claimedIds = await db
        .update(webhookDeliveries)
        .set({ leaseUntil: sql`now() + make_interval(secs => ${LEASE_SECONDS})` })
        .where(inArray(webhookDeliveries.id, due))
        .returning({ id: webhookDeliveries.id });
      if (claimedIds.length === 0) return { tried: 0, delivered: 0 };
      const claimed = await db
        .select({ delivery: webhookDeliveries, url: webhookEndpoints.url, secret: webhookEndpoints.secret })
        .from(webhookDeliveries)
        .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
        .where(
          inArray(
            webhookDeliveries.id,
            claimedIds.map((row) => row.id),
          ),
        );
      // Side by side: a receiver that does not answer holds up its own delivery only, well within the lease.
      const outcomes = await Promise.all(claimed.map(({ delivery, url, secret }) => deliver({ ...delivery, url, secret })));
      return { tried: claimed.length, delivered: outcomes.filter(Boolean).length };
    },
  };
}
export type WebhookDispatcher = ReturnType<typeof createWebhookDispatcher>;
