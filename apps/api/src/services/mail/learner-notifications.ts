import { PORTAL_BRANDS, type TenantId } from '@academy/shared';
import type { Database } from '../../db/client';
import type { Mailer } from './mailer';
import { learnerRecipients } from './recipients';

interface CourseCompleted {
  tenantId: TenantId;
  userId: string;
  firstName: string;
  course: { slug: string; title: string };
  /** The portal's public origin, for the link back. */
  origin: string;
}

/**
 * Tells a learner they completed a course, at the addresses they verified on Manage Emails. A
 * learner without one gets no mail: the addresses are how a learner asks for notifications.
 * Delivery problems stay in the outbox row (the mailer records them); the learner's progress is saved either way.
 */
export async function mailCourseCompleted({ db, mailer }: { db: Database; mailer: Mailer }, event: CourseCompleted): Promise<void> {
  const to = await learnerRecipients(db, event.tenantId, event.userId);
  if (to.length === 0) return;
  const brand = PORTAL_BRANDS[event.tenantId].academyName;
  const greeting = event.firstName ? `Hello ${event.firstName},` : 'Hello,';
  await mailer.send({
    tenantId: event.tenantId,
    kind: 'learner',
    to,
    subject: `${brand}: you completed ${event.course.title}`.replace(/[\r\n]+/g, ' '),
    text:
      `${greeting}\n\nyou completed every lesson of ${event.course.title}. Well done!\n\n` +
      `The course and what to learn next: ${event.origin}/courses/${event.course.slug}/conclusion\n\n` +
      `You receive this because this address is one of your notification addresses at ${brand}. ` +
      `Remove it on the Manage Emails page (${event.origin}/email) to stop these messages.\n`,
  });
}
