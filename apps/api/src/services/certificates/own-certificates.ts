import type { TenantId } from '@academy/shared';
import type { Database } from '../../db/client';
import type { CatalogueSnapshot } from '../catalogue/snapshot';
import { listOwnCertificates, type CertificateRow } from './certificate-reads';
import { earnedBy } from './earnable';
import { issueEarned } from './issue';

/**
 * The learner's certificates. Completions are issued as they happen; whatever the learner finished
 * without one (before certificates existed, or a course that lost its last open lesson) is issued
 * here, on their first read after it (decision 025). Only then does the read write.
 */
export async function ownCertificates(
  db: Database,
  snapshot: CatalogueSnapshot,
  userId: string,
  completed: ReadonlySet<string>,
): Promise<CertificateRow[]> {
  const tenantId: TenantId = snapshot.tenantId;
  const rows = await listOwnCertificates(db, tenantId, userId);
  const missing = earnedBy(snapshot, completed).filter((item) => !rows.some((row) => row.kind === item.kind && row.itemId === item.itemId));
  if (missing.length === 0) return rows;
  await issueEarned(db, { tenantId, userId }, missing);
  return listOwnCertificates(db, tenantId, userId);
}
