import { and, avg, count, desc, eq, ilike, inArray, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import type { AdminFeedbackList, FeedbackableType, SurveyFeedback, TenantId } from '@academy/shared';
import type { Database } from '../../db/client';
import { feedback, users } from '../../db/schema';
import type { CatalogueSnapshot } from '../catalogue/snapshot';
import { likePattern } from '../sql/like-pattern';

export interface FeedbackFilters {
  tenants: TenantId[];
  type?: 'lesson' | 'course' | 'general';
  rating?: number;
  /** Found in the comments, the page, the title of what it is about, the survey's other answer, or the sender's name or login. */
  q?: string;
  pageNumber: number;
  pageSize: number;
}

/** Titles of the pages feedback is about, from the portals' catalogues. */
function titleFinder(snapshots: CatalogueSnapshot[]) {
  const titles = new Map<string, string>();
  for (const snapshot of snapshots) {
    for (const entry of snapshot.courses) {
      titles.set(entry.row.id, entry.row.title);
      for (const lesson of entry.lessons) titles.set(lesson.id, lesson.title);
    }
    for (const guide of snapshot.guides) titles.set(guide.id, guide.title);
  }
  return {
    titleOf: (id: string) => (id ? (titles.get(id) ?? null) : null),
    idsTitled: (text: string) => [...titles].filter(([, title]) => title.toLowerCase().includes(text.toLowerCase())).map(([id]) => id),
  };
}

function searchOf(text: string, titledIds: string[]): SQL | undefined {
  const pattern = likePattern(text);
  return or(
    titledIds.length > 0 ? or(inArray(feedback.feedbackableId, titledIds), inArray(feedback.courseId, titledIds)) : undefined,
    ilike(feedback.comments, pattern),
    ilike(sql`${feedback.context}->>'route'`, pattern),
    ilike(sql`${feedback.survey}->>'otherAnswer'`, pattern),
    ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern),
    ilike(users.login, pattern),
  );
}

/** The submissions an admin reads, newest first, and the site rating of each portal read (the survey's stars, decision 060). */
export async function listFeedback(db: Database, filters: FeedbackFilters, snapshots: CatalogueSnapshot[]): Promise<AdminFeedbackList> {
  const scope: (SQL | undefined)[] = [
    inArray(feedback.tenantId, filters.tenants),
    filters.type ? eq(feedback.feedbackableType, filters.type === 'general' ? '' : filters.type) : undefined,
  ];
  const titles = titleFinder(snapshots);
  const where = and(
    ...scope,
    filters.rating ? eq(feedback.rating, filters.rating) : undefined,
    filters.q ? searchOf(filters.q, titles.idsTitled(filters.q)) : undefined,
  );
  const [rows, [{ total }], siteRatings] = await Promise.all([
    db
      .select({ item: feedback, firstName: users.firstName, lastName: users.lastName, login: users.login })
      .from(feedback)
      .leftJoin(users, eq(users.id, feedback.userId))
      .where(where)
      .orderBy(desc(feedback.createdAt), desc(feedback.id))
      .limit(filters.pageSize)
      .offset(filters.pageNumber * filters.pageSize),
    db.select({ total: count() }).from(feedback).leftJoin(users, eq(users.id, feedback.userId)).where(where),
    db
      .select({ tenantId: feedback.tenantId, average: avg(feedback.rating), ratings: count(feedback.rating) })
      .from(feedback)
      .where(and(inArray(feedback.tenantId, filters.tenants), eq(feedback.schema, 'tenant-survey-v1'), isNotNull(feedback.rating)))
      .groupBy(feedback.tenantId)
      .orderBy(feedback.tenantId),
  ]);
  const { titleOf } = titles;
  return {
    totalElements: total,
    result: rows.map(({ item, firstName, lastName, login }) => ({
      id: item.id,
      tenantId: item.tenantId as TenantId,
      feedbackableType: item.feedbackableType as FeedbackableType,
      feedbackableId: item.feedbackableId,
      feedbackableTitle: titleOf(item.feedbackableId),
      courseTitle: titleOf(item.courseId),
      schema: item.schema,
      comments: item.comments,
      rating: item.rating,
      isBug: item.isBug,
      allowContact: item.allowContact,
      survey: (item.survey as SurveyFeedback | null) ?? null,
      context: item.context as AdminFeedbackList['result'][number]['context'],
      userName: firstName === null ? null : `${firstName} ${lastName}`.trim(),
      userEmail: login,
      createdAt: item.createdAt.toISOString(),
    })),
    siteRatings: siteRatings.map((row) => ({
      tenantId: row.tenantId as TenantId,
      averageRating: Math.round(Number(row.average) * 100) / 100,
      ratings: row.ratings,
    })),
  };
}
