import { and, count, desc, eq, getTableColumns, ilike, or, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import {
  PORTAL_BRANDS,
  type adminCertificateQuerySchema,
  type AdminCertificate,
  type MyCertificate,
  type PublicCertificate,
  type TenantId,
} from '@academy/shared';
import type { Database } from '../../db/client';
import { certificates, users } from '../../db/schema';
import type { CatalogueSnapshot } from '../catalogue/snapshot';

/** What a certificate shows beside its own row: where it lives and what the catalogue says now. */
export interface CertificatePlace {
  /** The portal's public origin (never the Host header): the verification address is built on it. */
  origin: string;
  snapshot: CatalogueSnapshot;
}

export type CertificateRow = typeof certificates.$inferSelect & Pick<typeof users.$inferSelect, 'firstName' | 'lastName' | 'login'>;
const columns = { ...getTableColumns(certificates), firstName: users.firstName, lastName: users.lastName, login: users.login };

const selectCertificates = (db: Database) => db.select(columns).from(certificates).innerJoin(users, eq(users.id, certificates.userId));

/**
 * The learner as the certificate names them: the name their profile had when it was issued (decision
 * 044; the profile's name now only for a row an earlier release issued), never their login.
 */
export function learnerName(row: Pick<CertificateRow, 'learnerName' | 'firstName' | 'lastName' | 'tenantId'>): string {
  const issuedTo = row.learnerName ?? `${row.firstName} ${row.lastName}`.trim();
  return issuedTo || `A learner of ${PORTAL_BRANDS[row.tenantId as TenantId].academyName}`;
}

export const verificationUrl = (origin: string, id: string) => `${origin}/certificates/${id}`;

/** The course or path page while it is still published. */
function itemPath(row: CertificateRow, snapshot: CatalogueSnapshot): string | null {
  if (row.kind === 'course') {
    const course = snapshot.courses.find((entry) => entry.row.id === row.itemId);
    return course ? `/courses/${course.row.slug}` : null;
  }
  const path = snapshot.paths.find((entry) => entry.row.id === row.itemId);
  return path ? `/paths/${path.row.slug}` : null;
}

export function presentPublic(row: CertificateRow, { origin, snapshot }: CertificatePlace): PublicCertificate {
  return {
    certificateId: row.id,
    kind: row.kind,
    title: row.title,
    learnerName: learnerName(row),
    issuedAt: row.issuedAt.toISOString(),
    revokedAt: row.revokedAt?.toISOString() ?? null,
    itemPath: itemPath(row, snapshot),
    verificationUrl: verificationUrl(origin, row.id),
  };
}

export const presentMine = (row: CertificateRow, place: CertificatePlace): MyCertificate => ({
  ...presentPublic(row, place),
  hidden: row.hidden,
  itemId: row.itemId,
});

export const presentForAdmin = (row: CertificateRow, place: CertificatePlace): AdminCertificate => ({
  ...presentMine(row, place),
  userId: row.userId,
  login: row.login,
});

/** One certificate of the portal by its id, whoever owns it; null when there is none in this portal. */
export async function findCertificate(db: Database, tenantId: TenantId, id: string): Promise<CertificateRow | null> {
  const [row] = await selectCertificates(db).where(and(eq(certificates.tenantId, tenantId), eq(certificates.id, id)));
  return row ?? null;
}

/** The learner's own certificates, newest first, hidden and revoked ones included. */
export function listOwnCertificates(db: Database, tenantId: TenantId, userId: string): Promise<CertificateRow[]> {
  return selectCertificates(db)
    .where(and(eq(certificates.tenantId, tenantId), eq(certificates.userId, userId)))
    .orderBy(desc(certificates.issuedAt), certificates.id);
}

/** LIKE treats % and _ as wildcards; a search for them means the characters themselves. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

/** One page of the portal's certificates, newest first, searched over the learner, the title and the id. */
export async function searchCertificates(db: Database, tenantId: TenantId, query: z.output<typeof adminCertificateQuerySchema>) {
  const pattern = likePattern(query.searchValue);
  const matches: SQL | undefined = query.searchValue
    ? or(
        ilike(users.login, pattern),
        ilike(certificates.learnerName, pattern),
        ilike(users.firstName, pattern),
        ilike(users.lastName, pattern),
        ilike(certificates.title, pattern),
        eq(certificates.id, query.searchValue),
      )
    : undefined;
  const where = and(eq(certificates.tenantId, tenantId), matches);
  const [rows, [{ total }]] = await Promise.all([
    selectCertificates(db)
      .where(where)
      .orderBy(desc(certificates.issuedAt), certificates.id)
      .limit(query.pageSize)
      .offset(query.pageNumber * query.pageSize),
    db.select({ total: count() }).from(certificates).innerJoin(users, eq(users.id, certificates.userId)).where(where),
  ]);
  return { rows, totalElements: total, pageNumber: query.pageNumber, pageSize: query.pageSize };
}
