import { and, eq, inArray } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { certificates, courses, favorites, guides, learnerProgress, lessons, paths, quizAttempts } from '../../db/schema';
import type { DbOrTx } from '../audit/audit-log';
import type { DataOwner, PersonalDataSource } from './data-owner';

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** Titles of the lessons, guides, courses and paths a learner's rows point to, so the file reads without the catalogue. */
async function titlesOf(db: DbOrTx, ids: string[]): Promise<Map<string, string>> {
  const titles = new Map<string, string>();
  if (ids.length === 0) return titles;
  for (const table of [lessons, guides, courses, paths]) {
    for (const row of await db.select({ id: table.id, title: table.title }).from(table).where(inArray(table.id, ids)))
      titles.set(row.id, row.title);
  }
  return titles;
}

/** The owner's rows of a table keyed by portal and user. */
const mine = (table: { tenantId: AnyPgColumn; userId: AnyPgColumn }, { tenantId, user }: DataOwner) =>
  and(eq(table.tenantId, tenantId), eq(table.userId, user.id));

export const progressData: PersonalDataSource = {
  section: 'progress',
  tables: ['learner_progress'],
  onDeletion: 'removed',
  async export(db, owner) {
    const rows = await db.select().from(learnerProgress).where(mine(learnerProgress, owner)).orderBy(learnerProgress.startedAt);
    const titles = await titlesOf(
      db,
      rows.map((row) => row.itemId),
    );
    return rows.map((row) => ({
      itemType: row.itemType,
      itemId: row.itemId,
      title: titles.get(row.itemId) ?? null,
      courseId: row.courseId,
      startedAt: iso(row.startedAt),
      completedAt: iso(row.completedAt),
    }));
  },
  async erase(tx, owner) {
    await tx.delete(learnerProgress).where(mine(learnerProgress, owner));
  },
};

export const favouritesData: PersonalDataSource = {
  section: 'favourites',
  tables: ['favorites'],
  onDeletion: 'removed',
  async export(db, owner) {
    const rows = await db.select().from(favorites).where(mine(favorites, owner)).orderBy(favorites.createdAt);
    const titles = await titlesOf(
      db,
      rows.map((row) => row.likeableId),
    );
    return rows.map((row) => ({
      type: row.likeableType,
      id: row.likeableId,
      title: titles.get(row.likeableId) ?? null,
      createdAt: iso(row.createdAt),
    }));
  },
  async erase(tx, owner) {
    await tx.delete(favorites).where(mine(favorites, owner));
  },
};

export const knowledgeCheckData: PersonalDataSource = {
  section: 'knowledgeCheckAttempts',
  tables: ['quiz_attempts'],
  onDeletion: 'removed',
  async export(db, owner) {
    const rows = await db.select().from(quizAttempts).where(mine(quizAttempts, owner)).orderBy(quizAttempts.createdAt);
    const titles = await titlesOf(
      db,
      rows.map((row) => row.lessonId),
    );
    return rows.map((row) => ({
      lessonId: row.lessonId,
      lesson: titles.get(row.lessonId) ?? null,
      answers: row.answers,
      score: row.score,
      passed: row.passed,
      askedQuestions: row.asked,
      answeredRight: row.correct,
      createdAt: iso(row.createdAt),
    }));
  },
  async erase(tx, owner) {
    await tx.delete(quizAttempts).where(mine(quizAttempts, owner));
  },
};

export const certificatesData: PersonalDataSource = {
  section: 'certificates',
  tables: ['certificates'],
  onDeletion: 'removed (their verification pages then answer not found)',
  async export(db, owner) {
    const rows = await db.select().from(certificates).where(mine(certificates, owner)).orderBy(certificates.issuedAt);
    return rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      title: row.title,
      issuedAt: iso(row.issuedAt),
      hidden: row.hidden,
      revokedAt: iso(row.revokedAt),
    }));
  },
  async erase(tx, owner) {
    await tx.delete(certificates).where(mine(certificates, owner));
  },
};
