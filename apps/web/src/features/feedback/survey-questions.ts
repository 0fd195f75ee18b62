import type { FeedbackQuestions } from '@academy/shared';
import type { TenantSurvey } from '../../tenants';

/**
 * The portal's own question, worded by its copy, or null where it asks none: kube, or a portal
 * whose list of choices is empty (then the server does not require an answer either).
 */
export function customQuestionLabel(questions: FeedbackQuestions, survey: TenantSurvey): string | null {
  if (questions.customQuestionCategory === null || questions.customQuestion.length === 0) return null;
  return survey.customQuestion ?? questions.customQuestionCategory;
}
