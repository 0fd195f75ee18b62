import { surveyProblems, type feedbackPayloadSchema, type FeedbackQuestions, type TenantId } from '@academy/shared';
import type { z } from 'zod';
import { badRequest } from '../../errors';
import type { CatalogueSnapshot } from '../catalogue/snapshot';

type Payload = z.output<typeof feedbackPayloadSchema>;

/**
 * The rules the schema cannot know alone: the survey's portal rules and choices, and that the
 * page the feedback is about exists in this portal. Throws a 400 naming the first problem.
 */
export function checkFeedback(
  payload: Payload,
  tenantId: TenantId,
  snapshot: CatalogueSnapshot,
  questions: FeedbackQuestions,
  signedIn: boolean,
) {
  if (payload.tenantId && payload.tenantId !== tenantId) throw badRequest(`tenantId must be this portal (${tenantId})`, 'body.tenantId');
  if (payload.allowContact && !signedIn) throw badRequest('allowContact can only be chosen when signed in', 'body.allowContact');
  checkSubject(payload, snapshot);
  if (payload.schema === 'tenant-survey-v1') checkSurvey(payload, questions);
}

function checkSubject(payload: Payload, snapshot: CatalogueSnapshot) {
  const courseById = (id: string) => snapshot.courses.find((entry) => entry.row.id === id);
  const course = payload.courseId ? courseById(payload.courseId) : undefined;
  if (payload.courseId && !course) throw badRequest('courseId is not a course of this portal', 'body.courseId');
  if (payload.feedbackableType === 'course') {
    if (!courseById(payload.feedbackableId)) throw badRequest('feedbackableId is not a course of this portal', 'body.feedbackableId');
    if (course && course.row.id !== payload.feedbackableId)
      throw badRequest('courseId must be the course the feedback is about', 'body.courseId');
  }
  if (payload.feedbackableType === 'lesson') {
    const inCourse = (lessons: { id: string }[]) => lessons.some((lesson) => lesson.id === payload.feedbackableId);
    const known = course
      ? inCourse(course.lessons)
      : snapshot.courses.some((entry) => inCourse(entry.lessons)) || inCourse(snapshot.guides);
    if (!known)
      throw badRequest(
        course ? 'feedbackableId is not a lesson of that course' : 'feedbackableId is not a lesson or guide of this portal',
        'body.feedbackableId',
      );
  }
}

function checkSurvey(payload: Payload, questions: FeedbackQuestions) {
  const survey = payload.feedback;
  const hasCustomQuestion = questions.customQuestionCategory !== null && questions.customQuestion.length > 0;
  const problems = surveyProblems(
    {
      rating: payload.rating,
      comments: payload.moreCommentsVal ?? payload.comments,
      customAnswers: survey?.customQuestionAnswers ?? [],
      other: survey?.otherAnswer ?? '',
      levels: survey?.levels ?? [],
    },
    hasCustomQuestion,
  );
  if (problems.length > 0) throw badRequest(problems[0].message, `body.${problems[0].field}`);
  const levelKeys = new Set(questions.level.map((choice) => choice.key));
  if (survey!.levels.some((level) => !levelKeys.has(level)))
    throw badRequest('levels holds a choice this portal does not offer', 'body.feedback.levels');
  if (!questions.customQuestionCategory) {
    if (survey!.customQuestion || survey!.customQuestionAnswers?.length || survey!.otherAnswer) {
      throw badRequest('This portal has no custom survey question', 'body.feedback.customQuestion');
    }
    return;
  }
  if (survey!.customQuestion !== questions.customQuestionCategory) {
    throw badRequest(`customQuestion must be ${questions.customQuestionCategory}`, 'body.feedback.customQuestion');
  }
  const customKeys = new Set(questions.customQuestion.map((choice) => choice.key));
  if ((survey!.customQuestionAnswers ?? []).some((answer) => !customKeys.has(answer))) {
    throw badRequest('customQuestionAnswers holds a choice this portal does not offer', 'body.feedback.customQuestionAnswers');
  }
}
