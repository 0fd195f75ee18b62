import { and, eq } from 'drizzle-orm';
import type { TenantId } from '@academy/shared';
import type { Database } from '../../db/client';
import { certificates } from '../../db/schema';
import { recordEvent } from './events';

interface CourseCompletion {
  tenantId: TenantId;
  user: { id: string; login: string; firstName: string; lastName: string };
  course: { id: string; slug: string; title: string };
  /** The portal's public origin, for the certificate's address. */
  origin: string;
}

/** A learner's first completion of a course, and the certificate it issued, as two events of one transaction. */
export async function recordCourseCompletion(db: Database, { tenantId, user, course, origin }: CourseCompletion): Promise<void> {
  const learner = { userId: user.id, login: user.login, firstName: user.firstName, lastName: user.lastName };
  await db.transaction(async (tx) => {
    const [certificate] = await tx
      .select()
      .from(certificates)
      .where(and(eq(certificates.userId, user.id), eq(certificates.kind, 'course'), eq(certificates.itemId, course.id)));
    await recordEvent(tx, { tenantId, userId: user.id }, 'course.completed', {
      ...learner,
      courseId: course.id,
      courseSlug: course.slug,
      courseTitle: course.title,
      completedAt: (certificate?.issuedAt ?? new Date()).toISOString(),
    });
    if (certificate)
      await recordEvent(tx, { tenantId, userId: user.id }, 'certificate.issued', {
        ...learner,
        certificateId: certificate.id,
        kind: certificate.kind,
        itemId: certificate.itemId,
        title: certificate.title,
        learnerName: certificate.learnerName,
        issuedAt: certificate.issuedAt.toISOString(),
        url: `${origin}/certificates/${certificate.id}`,
      });
  });
}
