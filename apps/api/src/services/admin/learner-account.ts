import { and, eq, sql } from 'drizzle-orm';
import type { AdminUser, TenantId } from '@academy/shared';
import type { Database } from '../../db/client';
import { learnerProgress, users } from '../../db/schema';
import { badRequest, forbidden, notFound } from '../../errors';
import type { AcademyUser } from '../accounts/authentication';
import { recordAudit, type Actor } from '../audit/audit-log';
import type { CatalogueSnapshot } from '../catalogue/snapshot';
import type { LearnerStateCache } from '../learner/learner-state-cache';
import { revokeTokensCreatedBy } from '../tokens/personal-access-tokens';
import { findPortalUser } from './learner-page';
import { presentUser } from './users';

type AdminActor = Actor & { userId: string };

const stateOf = (user: AcademyUser) => ({ login: user.login, deactivatedAt: user.deactivatedAt?.toISOString() ?? null });

/**
 * Deactivates or reactivates an account (decision 050). The admin rows are locked first, as for a
 * removed right, so two administrators deactivating each other at once cannot both succeed; the
 * caller must still be an active administrator inside the transaction. Deactivating revokes, for
 * good, the personal access tokens the account made (decision 015); the caller then ends its
 * sign-ins. `changed` is the account when this call changed it.
 */
export async function setDeactivation(
  db: Database,
  tenantId: TenantId,
  userId: string,
  deactivate: boolean,
  actor: AdminActor,
): Promise<{ message: string; user: AdminUser; changed: AcademyUser | null }> {
  if (deactivate && userId === actor.userId) {
    throw badRequest('You cannot deactivate your own account; ask another administrator', 'userId');
  }
  return db.transaction(async (tx) => {
    const admins = await tx
      .select({ id: users.id, deactivatedAt: users.deactivatedAt })
      .from(users)
      .where(and(eq(users.tenantId, tenantId), eq(users.isAdmin, true)))
      .orderBy(users.id)
      .for('update');
    const [current] = await tx
      .select()
      .from(users)
      .where(and(eq(users.tenantId, tenantId), eq(users.id, userId)))
      .for('update');
    if (!current) throw notFound('This user does not exist in this portal');
    if (!admins.some((admin) => admin.id === actor.userId && admin.deactivatedAt === null))
      throw forbidden('Only administrators can do this');
    const message = deactivate ? `${current.login} is deactivated` : `${current.login} is active`;
    if ((current.deactivatedAt !== null) === deactivate) return { message, user: presentUser(current), changed: null };
    const [updated] = await tx
      .update(users)
      .set({ deactivatedAt: deactivate ? sql`now()` : null, updatedAt: new Date() })
      .where(eq(users.id, current.id))
      .returning();
    await recordAudit(tx, {
      tenantId,
      actor,
      action: deactivate ? 'user.deactivate' : 'user.reactivate',
      entityType: 'user',
      entityId: current.id,
      before: stateOf(current),
      after: stateOf(updated),
    });
    if (deactivate) await revokeTokensCreatedBy(tx, tenantId, current.id, actor);
    return { message, user: presentUser(updated), changed: updated };
  });
}

/**
 * Clears the learner's progress in one course of the catalogue: every lesson reads as not started
 * again. The user's state version is bumped in the same transaction, so every replica's cached
 * learner state reloads on its next read (decision 023). Certificates and knowledge-check attempts
 * stay: one was issued, the others are the record insights count.
 */
export async function resetCourseProgress(
  db: Database,
  states: LearnerStateCache,
  target: { tenantId: TenantId; userId: string; courseId: string; snapshot: CatalogueSnapshot },
  actor: AdminActor,
): Promise<{ message: string; user: AdminUser }> {
  const { tenantId, userId, courseId, snapshot } = target;
  const user = await findPortalUser(db, tenantId, userId);
  const course = snapshot.courses.find((entry) => entry.row.id === courseId);
  if (!course) throw notFound("This course is not in this portal's catalogue");
  const outcome = await db.transaction(async (tx) => {
    const cleared = await tx
      .delete(learnerProgress)
      .where(and(eq(learnerProgress.tenantId, tenantId), eq(learnerProgress.userId, user.id), eq(learnerProgress.courseId, courseId)))
      .returning({ itemId: learnerProgress.itemId, completedAt: learnerProgress.completedAt });
    if (cleared.length === 0) return null;
    const [bumped] = await tx
      .update(users)
      .set({ stateVersion: sql`${users.stateVersion} + 1` })
      .where(eq(users.id, user.id))
      .returning();
    const seen = { login: user.login, courseId, course: course.row.title };
    await recordAudit(tx, {
      tenantId,
      actor,
      action: 'user.progress-reset',
      entityType: 'user',
      entityId: user.id,
      before: { ...seen, lessonsStarted: cleared.length, lessonsCompleted: cleared.filter((row) => row.completedAt).length },
      after: { ...seen, lessonsStarted: 0, lessonsCompleted: 0 },
    });
    return { cleared: cleared.map((row) => row.itemId), user: bumped };
  });
  if (!outcome) return { message: `${user.login} has no progress in ${course.row.title}`, user: presentUser(user) };
  states.applied(user.id, outcome.user.stateVersion, (state) => {
    for (const itemId of outcome.cleared) {
      state.completed.delete(itemId);
      state.started.delete(itemId);
    }
  });
  return { message: `The progress of ${user.login} in ${course.row.title} is reset`, user: presentUser(outcome.user) };
}
