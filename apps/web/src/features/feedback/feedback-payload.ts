import {
  feedbackSchemaName,
  feedbackTypeForPath,
  type FeedbackPayload,
  type FeedbackQuestions,
  type FeedbackableType,
  type SimpleFeedbackForm,
  type SurveyForm,
  type TenantId,
} from '@academy/shared';
import type { FeedbackTarget } from '../../lib/feedback-target';

export interface FeedbackSubject {
  feedbackableType: FeedbackableType;
  feedbackableId: string;
  courseId: string;
}

export interface FeedbackContext {
  userAgent: string;
  url: string;
  route: string;
}

const GENERAL: FeedbackSubject = { feedbackableType: '', feedbackableId: '', courseId: '' };

/**
 * Spec section 4: the type comes from the address; the id from the page that registered itself.
 * A lesson or course address whose page has not said what it shows is sent as general feedback,
 * because typed feedback without an id would be refused.
 */
export function feedbackSubject(pathname: string, target: FeedbackTarget | null): FeedbackSubject {
  const feedbackableType = feedbackTypeForPath(pathname);
  if (feedbackableType === '' || target?.pathname !== pathname || !target.feedbackableId) return GENERAL;
  return { feedbackableType, feedbackableId: target.feedbackableId, courseId: target.courseId };
}

/** Long addresses and user agents are cut to what the server keeps rather than refused. */
export function feedbackContext(userAgent: string, url: string, route: string): FeedbackContext {
  return { userAgent: userAgent.slice(0, 1_000), url: url.slice(0, 2_048), route: route.slice(0, 2_048) };
}

/** Where a submission comes from: the page's subject, the browser's context and the portal. */
export interface FeedbackOrigin {
  subject: FeedbackSubject;
  context: FeedbackContext;
  tenantId: TenantId;
}

/** The Give Feedback dialog: no rating and no survey answers; allowContact only from signed-in learners. */
export function simpleFeedbackPayload(
  form: SimpleFeedbackForm,
  { subject, context, tenantId }: FeedbackOrigin,
  signedIn: boolean,
): FeedbackPayload {
  return {
    ...subject,
    tenantId,
    comments: form.comments.trim(),
    rating: null,
    schema: feedbackSchemaName(subject.feedbackableType, false),
    context,
    isBug: form.isBug,
    allowContact: signedIn && form.allowContact,
  };
}

/**
 * The survey: its comments travel as moreCommentsVal, no stars is a null rating, and the portal's
 * custom question is sent only where the portal has one (kube sends its levels alone).
 */
export function surveyPayload(
  form: SurveyForm,
  { subject, context, tenantId }: FeedbackOrigin,
  questions: FeedbackQuestions,
): FeedbackPayload {
  const category = questions.customQuestionCategory;
  const custom = category
    ? { customQuestion: category, customQuestionAnswers: form.customQuestionAnswers, otherAnswer: form.other.trim() }
    : {};
  return {
    ...subject,
    tenantId,
    comments: '',
    rating: form.rating > 0 ? form.rating : null,
    schema: feedbackSchemaName(subject.feedbackableType, true),
    feedback: { levels: form.levels, ...custom, contactYou: form.contactYou },
    context,
    isBug: false,
    allowContact: false,
    moreCommentsVal: form.moreComments.trim(),
  };
}
