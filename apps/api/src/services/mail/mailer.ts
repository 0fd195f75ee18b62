import { eq } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import { PORTAL_BRANDS, type MailKind, type TenantId } from '@academy/shared';
import type { Database } from '../../db/client';
import { mailMessages } from '../../db/schema';

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

/** How the outbox shows an address: the name as a quoted string, so it reads as one mailbox. */
const formatAddress = ({ name, address }: MailAddress) => `${JSON.stringify(name)} <${address}>`;

export interface MailSettings {
  /** smtp://user:pass@host:port or smtps://...; unset keeps mail in the outbox table only. */
  smtpUrl?: string;
  /** The sender; {tenant} and {brand} are replaced. */
  fromTemplate: string;
}

/**
 * Every message is written to `mail_messages` first, so nothing is lost when SMTP is down: without
 * SMTP_URL that table is the dev outbox; with it, the row records whether delivery worked.
 */
export function createMailer(db: Database, settings: MailSettings, log: { error(obj: object, msg: string): void }) {
  const transport: Transporter | null = settings.smtpUrl ? nodemailer.createTransport(settings.smtpUrl) : null;
  const fromFor = (tenantId: TenantId) => settings.fromTemplate.replaceAll('{tenant}', tenantId).replaceAll('{brand}', PORTAL_BRANDS[tenantId].academyName);

  return {
    transportName: transport ? ('smtp' as const) : ('outbox' as const),
    async send(mail: OutgoingMail): Promise<{ id: string; status: 'kept' | 'sent' | 'failed' }> {
      const from = fromFor(mail.tenantId);
      const [row] = await db
        .insert(mailMessages)
        .values({
          tenantId: mail.tenantId,
          kind: mail.kind,
          fromAddress: from,
          toAddress: mail.to.join(', '),
          replyTo: mail.replyTo ? formatAddress(mail.replyTo) : null,
          subject: mail.subject,
          body: mail.text,
          transport: transport ? 'smtp' : 'outbox',
          status: 'kept',
        })
        .returning({ id: mailMessages.id });
      if (!transport) return { id: row.id, status: 'kept' };
      try {
        await transport.sendMail({ from, to: mail.to, replyTo: mail.replyTo, subject: mail.subject, text: mail.text });
        await db.update(mailMessages).set({ status: 'sent' }).where(eq(mailMessages.id, row.id));
        return { id: row.id, status: 'sent' };
      } catch (error) {
        log.error({ err: error, mailId: row.id }, 'mail delivery failed; the message stays in the outbox');
        await db
          .update(mailMessages)
          .set({ status: 'failed', error: (error as Error).message.slice(0, 500) })
          .where(eq(mailMessages.id, row.id));
        return { id: row.id, status: 'failed' };
      }
    },
    close() {
      transport?.close();
    },
  };
}
export type Mailer = ReturnType<typeof createMailer>;
