import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import { PORTAL_BRANDS, type MailKind, type MailStatus, type TenantId } from '@academy/shared';
import type { Database } from '../../db/client';
import { textArrayLiteral } from '../../db/text-array';
import type { DbOrTx } from '../audit/audit-log';
import { mailMessages } from '../../db/schema';
import { isPermanentFailure, nextTry, type RetryPolicy } from './retry-policy';

export interface OutgoingMail {
  tenantId: TenantId;
  kind: MailKind;
  to: string[];
  /** An address object, never a formatted string: a name with commas or quotes cannot add recipients. */
  replyTo?: MailAddress;
  subject: string;
  text: string;
}

export interface MailAddress {
  name: string;
  address: string;
}

/** How the outbox keeps an address: the name as a JSON string, so it reads as one mailbox and parses back exactly. */
const formatAddress = ({ name, address }: MailAddress) => `${JSON.stringify(name)} <${address}>`;

/** The address object a kept Reply-To was made from, so every try sends an object, never text to parse. */
function parseKeptAddress(kept: string): MailAddress | undefined {
  const match = /^(".*") <([^<>\s]+)>$/s.exec(kept);
  return match ? { name: JSON.parse(match[1]) as string, address: match[2] } : undefined;
}

export interface MailSettings extends RetryPolicy {
  /** smtp://user:pass@host:port or smtps://...; unset keeps mail in the outbox table only. */
  smtpUrl?: string;
  /** The sender; {tenant} and {brand} are replaced. */
  fromTemplate: string;
}

interface MailLog {
  error(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

/**
 * How long a claimed message is kept from other replicas: well beyond the longest try the transport
 * timeouts below allow, so a message is never sent twice while a try is under way.
 */
const LEASE_SECONDS = 300;
const TRANSPORT_TIMEOUTS = { connectionTimeout: 30_000, greetingTimeout: 30_000, socketTimeout: 60_000 };
/** Due messages one replica claims per round; the rest wait for the next round or another replica. */
const CLAIM_BATCH = 20;

type MailRow = typeof mailMessages.$inferSelect;

/**
 * Every message is written to `mail_messages` first, so nothing is lost when SMTP is down: without
 * SMTP_URL that table is the dev outbox; with it, the row records each try. The first try happens at
 * once; a failed one is tried again with exponential backoff by `retryDue`, which every replica runs
 * (decision 027).
 */
export function createMailer(db: Database, settings: MailSettings, log: MailLog) {
  const transport: Transporter | null = settings.smtpUrl
    ? nodemailer.createTransport({ url: settings.smtpUrl, ...TRANSPORT_TIMEOUTS })
    : null;
  const fromFor = (tenantId: TenantId) =>
    settings.fromTemplate.replaceAll('{tenant}', tenantId).replaceAll('{brand}', PORTAL_BRANDS[tenantId].academyName);
  const lease = sql`now() + make_interval(secs => ${LEASE_SECONDS})`;

  /** One try of a message this process holds the lease of; records the outcome and answers the new status. */
  async function deliver(smtp: Transporter, row: MailRow): Promise<MailStatus> {
    const attempts = row.attempts + 1;
    // Only the mail server's answer decides the outcome; a database failure while recording it is not a failed send.
    const failure = await smtp
      .sendMail({
        from: row.fromAddress,
        to: row.toAddress.split(', '),
        replyTo: row.replyTo === null ? undefined : parseKeptAddress(row.replyTo),
        subject: row.subject,
        text: row.body,
      })
      .then(
        () => null,
        (error: unknown) => error as Error,
      );
    if (!failure) {
      await db
        .update(mailMessages)
        .set({ status: 'sent', attempts, lastAttemptAt: sql`now()`, nextAttemptAt: null, leaseUntil: null, error: null })
        .where(eq(mailMessages.id, row.id));
      return 'sent';
    }
    const next = nextTry(attempts, settings, isPermanentFailure(failure));
    log.error(
      { err: failure, mailId: row.id, attempts, retryInSeconds: next },
      next === null ? 'mail delivery failed; given up' : 'mail delivery failed; it will be tried again',
    );
    await db
      .update(mailMessages)
      .set({
        status: next === null ? 'failed' : 'pending',
        attempts,
        lastAttemptAt: sql`now()`,
        nextAttemptAt: next === null ? null : sql`now() + make_interval(secs => ${next})`,
        leaseUntil: null,
        error: failure.message.slice(0, 500),
      })
      .where(eq(mailMessages.id, row.id));
    return next === null ? 'failed' : 'pending';
  }

  /** A drain of the queue under way in this process, and whether the process is closing. */
  let draining: Promise<void> | null = null;
  let requested = false;
  let closing = false;

  const retryDue = async (): Promise<{ tried: number; sent: number }> => {
    if (!transport) return { tried: 0, sent: 0 };
    const due = db
      .select({ id: mailMessages.id })
      .from(mailMessages)
      .where(
        and(
          eq(mailMessages.status, 'pending'),
          lte(mailMessages.nextAttemptAt, sql`now()`),
          or(isNull(mailMessages.leaseUntil), lt(mailMessages.leaseUntil, sql`now()`)),
        ),
      )
      .orderBy(asc(mailMessages.nextAttemptAt))
      .limit(CLAIM_BATCH)
      .for('update', { skipLocked: true });
    const claimed = await db.update(mailMessages).set({ leaseUntil: lease }).where(inArray(mailMessages.id, due)).returning();
    let sent = 0;
    for (const row of claimed) if ((await deliver(transport, row)) === 'sent') sent += 1;
    return { tried: claimed.length, sent };
  };

  return {
    transportName: transport ? ('smtp' as const) : ('outbox' as const),

    /**
     * Writes many messages with the caller's transaction, so they exist exactly when the change that
     * sends them commits; nothing is tried yet. Call `deliverQueued` after the commit. Answers the
     * messages' ids in order.
     */
    async queue(tx: DbOrTx, mails: OutgoingMail[]): Promise<string[]> {
      const ids = mails.map(() => randomUUID());
      if (mails.length === 0) return ids;
      const column = (pick: (mail: OutgoingMail) => string | null) => textArrayLiteral(mails.map(pick));
      // One statement whatever the count: each column is one array parameter, zipped by unnest.
      await tx.execute(sql`
        insert into ${mailMessages} (id, tenant_id, kind, from_address, to_address, reply_to, subject, body, transport, status, next_attempt_at)
        select unnest(${textArrayLiteral(ids)}::uuid[]), unnest(${column((mail) => mail.tenantId)}::text[]),
          unnest(${column((mail) => mail.kind)}::text[]), unnest(${column((mail) => fromFor(mail.tenantId))}::text[]),
          unnest(${column((mail) => mail.to.join(', '))}::text[]),
          unnest(${column((mail) => (mail.replyTo ? formatAddress(mail.replyTo) : null))}::text[]),
          unnest(${column((mail) => mail.subject)}::text[]), unnest(${column((mail) => mail.text)}::text[]),
          ${transport ? 'smtp' : 'outbox'}, ${transport ? 'pending' : 'kept'}, ${transport ? sql`now()` : null}`);
      return ids;
    },

    /**
     * Sends what is due, round after round, in the background until nothing is left (a queued batch
     * goes out at once instead of 20 messages every retry round). One drain per process; other
     * replicas' rounds help, and the leases keep them from sending a message twice.
     */
    deliverQueued(): void {
      if (!transport || closing) return;
      requested = true;
      draining ??= (async () => {
        try {
          // A batch queued while the last round found nothing asks again; the outer loop sees it.
          while (requested && !closing) {
            requested = false;
            while (!closing && (await retryDue()).tried > 0);
          }
        } catch (error) {
          log.warn({ err: error }, 'mail queue drain failed; the retry rounds go on');
        } finally {
          draining = null;
        }
      })();
    },

    retryDue,

    /** Keeps the message and makes its first try; a failure is answered as pending or failed, never thrown. */
    async send(mail: OutgoingMail): Promise<{ id: string; status: MailStatus }> {
      const [row] = await db
        .insert(mailMessages)
        .values({
          tenantId: mail.tenantId,
          kind: mail.kind,
          fromAddress: fromFor(mail.tenantId),
          // The recipients as one list header; they are our own addresses (verified or configured), never a visitor's.
          toAddress: mail.to.join(', '),
          replyTo: mail.replyTo ? formatAddress(mail.replyTo) : null,
          subject: mail.subject,
          body: mail.text,
          transport: transport ? 'smtp' : 'outbox',
          status: transport ? 'pending' : 'kept',
          // The first try is this process's: the lease keeps the retry rounds of every replica off it.
          nextAttemptAt: transport ? sql`now()` : null,
          leaseUntil: transport ? lease : null,
        })
        .returning();
      if (!transport) return { id: row.id, status: 'kept' };
      return { id: row.id, status: await deliver(transport, row) };
    },

    /** Stops a drain after its current message, waits for it, and closes the transport. */
    async close() {
      closing = true;
      await draining;
      transport?.close();
    },
  };
}
export type Mailer = ReturnType<typeof createMailer>;
