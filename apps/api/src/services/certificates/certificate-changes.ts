import { and, eq } from 'drizzle-orm';
import type { TenantId } from '@academy/shared';
import type { Database } from '../../db/client';
import { certificates } from '../../db/schema';
import { notFound } from '../../errors';
import { recordAudit, type Actor } from '../audit/audit-log';
import { findCertificate, learnerName, type CertificateRow } from './certificate-reads';

const NO_SUCH_CERTIFICATE = 'No such certificate in this portal';

/** The learner hides one of their certificates from everyone else, or shows it again; another learner's is not found. */
export async function setHidden(db: Database, tenantId: TenantId, userId: string, id: string, hidden: boolean): Promise<CertificateRow> {
  const [updated] = await db
    .update(certificates)
    .set({ hidden })
    .where(and(eq(certificates.tenantId, tenantId), eq(certificates.userId, userId), eq(certificates.id, id)))
    .returning({ id: certificates.id });
  if (!updated) throw notFound(NO_SUCH_CERTIFICATE);
  return (await findCertificate(db, tenantId, id))!;
}

const audited = (row: CertificateRow) => ({
  title: row.title,
  kind: row.kind,
  login: row.login,
  revokedAt: row.revokedAt?.toISOString() ?? null,
});

/**
 * An admin revokes a certificate (its page then says so and it has no PDF), or restores a revoked
 * one; the change and its audit row commit together. Asking for the state it is in changes nothing.
 */
export async function setRevocation(db: Database, tenantId: TenantId, id: string, revoked: boolean, actor: Actor) {
  return db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ id: certificates.id })
      .from(certificates)
      .where(and(eq(certificates.tenantId, tenantId), eq(certificates.id, id)))
      .for('update');
    if (!locked) throw notFound(NO_SUCH_CERTIFICATE);
    const before = (await findCertificate(tx, tenantId, id))!;
    const message = revoked ? `The certificate was revoked: ${before.title}` : `The certificate was restored: ${before.title}`;
    if ((before.revokedAt !== null) === revoked) return { message, row: before };
    await tx
      .update(certificates)
      .set({ revokedAt: revoked ? new Date() : null })
      .where(eq(certificates.id, id));
    const after = (await findCertificate(tx, tenantId, id))!;
    await recordAudit(tx, {
      tenantId,
      actor,
      action: revoked ? 'certificate.revoke' : 'certificate.restore',
      entityType: 'certificate',
      entityId: id,
      before: audited(before),
      after: audited(after),
    });
    return { message, row: after };
  });
}

/**
 * An admin corrects the name a certificate was issued to (a typo, a legal name): the page and PDF
 * then show it. Audited with the name before and after; the same name changes nothing.
 */
export async function setLearnerName(db: Database, tenantId: TenantId, id: string, name: string, actor: Actor) {
  return db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ id: certificates.id })
      .from(certificates)
      .where(and(eq(certificates.tenantId, tenantId), eq(certificates.id, id)))
      .for('update');
    if (!locked) throw notFound(NO_SUCH_CERTIFICATE);
    const before = (await findCertificate(tx, tenantId, id))!;
    const message = `The certificate now names ${name}: ${before.title}`;
    if (learnerName(before) === name) return { message, row: before };
    await tx.update(certificates).set({ learnerName: name }).where(eq(certificates.id, id));
    const after = (await findCertificate(tx, tenantId, id))!;
    const named = (row: CertificateRow) => ({ title: row.title, kind: row.kind, login: row.login, learnerName: learnerName(row) });
    await recordAudit(tx, {
      tenantId,
      actor,
      action: 'certificate.rename',
      entityType: 'certificate',
      entityId: id,
      before: named(before),
      after: named(after),
    });
    return { message, row: after };
  });
}
