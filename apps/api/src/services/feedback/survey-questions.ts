import { asc, eq } from 'drizzle-orm';
import { CUSTOM_QUESTION_CATEGORY, type FeedbackQuestions, type TenantId } from '@academy/shared';
import type { Database } from '../../db/client';
import { feedbackQuestions } from '../../db/schema';

/** The portal's survey choices, as the dialog shows them (seeded by migration, editable in the table). */
export async function surveyQuestions(db: Database, tenantId: TenantId): Promise<FeedbackQuestions> {
  const rows = await db
    .select()
    .from(feedbackQuestions)
    .where(eq(feedbackQuestions.tenantId, tenantId))
    .orderBy(asc(feedbackQuestions.position), asc(feedbackQuestions.key));
  const choices = (kind: 'custom' | 'level') =>
    rows.filter((row) => row.kind === kind).map((row) => ({ key: row.key, value: row.label, checked: false }));
  const category = CUSTOM_QUESTION_CATEGORY[tenantId];
  return { customQuestionCategory: category, customQuestion: category ? choices('custom') : [], level: choices('level') };
}
