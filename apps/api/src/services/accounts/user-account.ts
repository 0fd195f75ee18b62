import { and, eq, sql } from 'drizzle-orm';
import type { ProfileUpdate, TenantId } from '@academy/shared';
import type { Database } from '../../db/client';
import { certificates, identityAccounts, users } from '../../db/schema';
import type { AcademyUser, Authentication } from './authentication';
import { recordUserCreated } from '../webhooks/events';

type Claims = NonNullable<Authentication['claims']>;

/** The user look-up every signed-in request makes, prepared once per database instead of built each time. */
const prepareUserBySubject = (db: Database) =>
  db
    .select()
    .from(users)
    .where(and(eq(users.tenantId, sql.placeholder('tenantId')), eq(users.subject, sql.placeholder('subject'))))
    .prepare('academy_user_by_subject');
const userBySubject = new WeakMap<Database, ReturnType<typeof prepareUserBySubject>>();

export async function findUserBySubject(db: Database, tenantId: TenantId, subject: string): Promise<AcademyUser | null> {
  if (!userBySubject.has(db)) userBySubject.set(db, prepareUserBySubject(db));
  const [user] = await userBySubject.get(db)!.execute({ tenantId, subject });
  return user ?? null;
}

/** The batched look-up (decision 030), prepared once per database like the single one: the pairs travel as one JSON parameter. */
const prepareUsersBySubjects = (db: Database) =>
  db
    .select()
    .from(users)
    .where(
      sql`(${users.tenantId}, ${users.subject}) in (select k.t, k.s from jsonb_to_recordset(${sql.placeholder('pairs')}::jsonb) as k(t text, s text))`,
    )
    .prepare('academy_users_by_subjects');
const usersBySubjects = new WeakMap<Database, ReturnType<typeof prepareUsersBySubjects>>();

/** The users of several (portal, subject) pairs in one statement. */
export function findUsersBySubjects(db: Database, keys: readonly { tenantId: TenantId; subject: string }[]): Promise<AcademyUser[]> {
  if (!usersBySubjects.has(db)) usersBySubjects.set(db, prepareUsersBySubjects(db));
  return usersBySubjects.get(db)!.execute({ pairs: JSON.stringify(keys.map(({ tenantId, subject }) => ({ t: tenantId, s: subject }))) });
}

/** The academy user of a subject the account system did not know yet (AUTO_PROVISION_USERS); a race makes one. */
export async function provisionUser(db: Database, tenantId: TenantId, claims: Claims): Promise<AcademyUser> {
  const [created] = await db
    .insert(users)
    .values({
      tenantId,
      subject: claims.sub,
      login: claims.email ?? claims.sub,
      firstName: claims.firstName ?? '',
      lastName: claims.lastName ?? '',
    })
    .onConflictDoNothing()
    .returning();
  if (created) {
    await recordUserCreated(db, created);
    return created;
  }
  const [existing] = await db
    .select()
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.subject, claims.sub)));
  return existing;
}

/**
 * A new name, in the academy and in the embedded provider's account together. Certificates keep the
 * name they were issued to; those issued while the profile had none take the first one given (decision 044).
 */
export async function updateProfile(db: Database, tenantId: TenantId, user: AcademyUser, profile: ProfileUpdate): Promise<AcademyUser> {
  const [updated] = await db.transaction(async (tx) => {
    await tx
      .update(identityAccounts)
      .set({ ...profile, updatedAt: new Date() })
      .where(and(eq(identityAccounts.tenantId, tenantId), eq(identityAccounts.id, user.subject)));
    const name = `${profile.firstName} ${profile.lastName}`.trim();
    if (name)
      await tx
        .update(certificates)
        .set({ learnerName: name })
        .where(and(eq(certificates.userId, user.id), eq(certificates.learnerName, '')));
    return tx
      .update(users)
      .set({ ...profile, updatedAt: new Date() })
      .where(eq(users.id, user.id))
      .returning();
  });
  return updated;
}

/** The embedded provider's account behind an academy user, or null when another provider holds it. */
export async function findIdentityAccount(db: Database, tenantId: TenantId, user: AcademyUser) {
  const [identity] = await db
    .select()
    .from(identityAccounts)
    .where(and(eq(identityAccounts.tenantId, tenantId), eq(identityAccounts.id, user.subject)));
  return identity ?? null;
}

export async function setPasswordHash(db: Database, identityAccountId: string, passwordHash: string): Promise<void> {
  await db.update(identityAccounts).set({ passwordHash, updatedAt: new Date() }).where(eq(identityAccounts.id, identityAccountId));
}

export async function findUser(db: Database, userId: string): Promise<AcademyUser> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  return user;
}
