import type { Database } from '../db/client';
import { certificates, users } from '../db/schema';

/**
 * A kube learner with a course certificate for Kubernetes Fundamentals issued on 3 May 2026, written
 * straight to the tables: for tests of how a certificate's page is drawn, not of how one is earned
 * (certificates.test.ts covers the issuing). Without `learnerName` the certificate keeps none.
 */
export async function insertIssuedCertificate(
  db: Database,
  certificate: { id: string; subject: string; login: string; firstName: string; lastName: string; learnerName?: string },
) {
  const { id, learnerName, ...learner } = certificate;
  const [user] = await db
    .insert(users)
    .values({ tenantId: 'kube', ...learner })
    .returning();
  await db.insert(certificates).values({
    id,
    tenantId: 'kube',
    userId: user.id,
    kind: 'course',
    itemId: user.id,
    title: 'Kubernetes Fundamentals',
    learnerName,
    issuedAt: new Date('2026-05-03T10:00:00.000Z'),
  });
}
