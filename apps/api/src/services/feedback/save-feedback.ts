import type { feedbackPayloadSchema, TenantId } from '@academy/shared';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { feedback } from '../../db/schema';

type Payload = z.output<typeof feedbackPayloadSchema>;

/**
 * Stores a checked submission (see checkFeedback); a survey keeps its more-comments text as the comments.
 * The survey rates the whole portal (decision 060): it is stored about the portal, not about the lesson
 * or course page it was opened on (that page stays in the context), so its stars are a site rating.
 */
export async function saveFeedback(db: Database, tenantId: TenantId, userId: string | null, payload: Payload): Promise<string> {
  const isSurvey = payload.schema === 'tenant-survey-v1';
  const subject = isSurvey
    ? { feedbackableType: '' as const, feedbackableId: '', courseId: '' }
    : { feedbackableType: payload.feedbackableType, feedbackableId: payload.feedbackableId, courseId: payload.courseId };
  const [row] = await db
    .insert(feedback)
    .values({
      tenantId,
      userId,
      ...subject,
      schema: payload.schema,
      comments: isSurvey ? (payload.moreCommentsVal ?? payload.comments).trim() : payload.comments.trim(),
      isBug: payload.isBug,
      allowContact: payload.allowContact,
      rating: payload.rating,
      survey: payload.feedback ?? null,
      context: payload.context,
    })
    .returning({ id: feedback.id });
  return row.id;
}
