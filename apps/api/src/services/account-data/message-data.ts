import { and, desc, eq, ilike, isNotNull, isNull, or, inArray, sql } from 'drizzle-orm';
import { emailVerifications, feedback, mailMessages, notificationEmails, topicRequests } from '../../db/schema';
import type { DbOrTx } from '../audit/audit-log';
import type { DataOwner, PersonalDataSource } from './data-owner';
import { mentionsAny, ownerAddresses } from './owner-addresses';

const iso = (date: Date | null) => date?.toISOString() ?? null;

export const feedbackData: PersonalDataSource = {
  section: 'feedback',
  tables: ['feedback'],
  onDeletion:
    'feedback with a rating is kept for the ratings, without the link to the account, the consent to be contacted or the browser; other feedback is removed',
  async export(db, { tenantId, user }) {
    const rows = await db
      .select()
      .from(feedback)
      .where(and(eq(feedback.tenantId, tenantId), eq(feedback.userId, user.id)))
      .orderBy(feedback.createdAt);
    return rows.map((row) => ({
      createdAt: iso(row.createdAt),
      type: row.feedbackableType,
      about: row.feedbackableId,
      courseId: row.courseId,
      schema: row.schema,
      comments: row.comments,
      isBug: row.isBug,
      allowContact: row.allowContact,
      rating: row.rating,
      survey: row.survey,
      context: row.context,
    }));
  },
  async erase(tx, { tenantId, user }) {
    const mineOnly = and(eq(feedback.tenantId, tenantId), eq(feedback.userId, user.id));
    await tx.delete(feedback).where(and(mineOnly, isNull(feedback.rating)));
    await tx
      .update(feedback)
      .set({ userId: null, allowContact: false, context: sql`${feedback.context} || '{"userAgent":""}'::jsonb` })
      .where(and(mineOnly, isNotNull(feedback.rating)));
  },
};

/** The outbox rows sent to one of the owner's addresses, or naming one (a contact message, a bug report they sent). */
async function ownerMail(db: DbOrTx, owner: DataOwner) {
  const addresses = await ownerAddresses(db, owner);
  if (addresses.length === 0) return [];
  const candidates = await db
    .select()
    .from(mailMessages)
    .where(
      and(
        eq(mailMessages.tenantId, owner.tenantId),
        or(
          ...addresses.flatMap((address) => [
            ilike(mailMessages.toAddress, `%${address}%`),
            ilike(mailMessages.replyTo, `%${address}%`),
            ilike(mailMessages.body, `%${address}%`),
          ]),
        ),
      ),
    )
    .orderBy(desc(mailMessages.createdAt));
  return candidates.filter((row) => [row.toAddress, row.replyTo, row.body].some((text) => mentionsAny(text, addresses)));
}

export const mailData: PersonalDataSource = {
  section: 'mail',
  tables: ['mail_messages'],
  onDeletion: "removed: the portal's copies of mail sent to the account's addresses or naming them (codes, contact messages, bug reports)",
  async export(db, owner) {
    return (await ownerMail(db, owner)).map((row) => ({
      kind: row.kind,
      to: row.toAddress,
      replyTo: row.replyTo,
      subject: row.subject,
      body: row.body,
      status: row.status,
      createdAt: iso(row.createdAt),
    }));
  },
  async erase(tx, owner) {
    const ids = (await ownerMail(tx, owner)).map((row) => row.id);
    if (ids.length > 0) await tx.delete(mailMessages).where(inArray(mailMessages.id, ids));
  },
};

export const notificationAddressData: PersonalDataSource = {
  section: 'notificationAddresses',
  tables: ['notification_emails', 'email_verifications'],
  onDeletion: 'removed, with any pending code',
  async export(db, { tenantId, user }) {
    const rows = await db
      .select()
      .from(notificationEmails)
      .where(and(eq(notificationEmails.tenantId, tenantId), eq(notificationEmails.userId, user.id)))
      .orderBy(notificationEmails.email);
    return rows.map((row) => ({ email: row.email, verified: row.verifiedAt !== null, createdAt: iso(row.createdAt) }));
  },
  async erase(tx, { tenantId, user }) {
    const own = and(eq(notificationEmails.tenantId, tenantId), eq(notificationEmails.userId, user.id));
    const ids = (await tx.select({ id: notificationEmails.id }).from(notificationEmails).where(own)).map((row) => row.id);
    if (ids.length > 0) await tx.delete(emailVerifications).where(inArray(emailVerifications.emailId, ids));
    await tx.delete(notificationEmails).where(own);
  },
};

export const topicRequestData: PersonalDataSource = {
  section: 'topicRequests',
  tables: ['topic_requests'],
  onDeletion: 'removed (a request is free text that may name its author)',
  async export(db, { tenantId, user }) {
    const rows = await db
      .select()
      .from(topicRequests)
      .where(and(eq(topicRequests.tenantId, tenantId), eq(topicRequests.userId, user.id)))
      .orderBy(topicRequests.createdAt);
    return rows.map((row) => ({ createdAt: iso(row.createdAt), topic: row.topic, details: row.details, handledAt: iso(row.handledAt) }));
  },
  async erase(tx, { tenantId, user }) {
    await tx.delete(topicRequests).where(and(eq(topicRequests.tenantId, tenantId), eq(topicRequests.userId, user.id)));
  },
};
