import { z } from 'zod';
import { tenantIdSchema } from '../tenant-schema';
import {
  accountCodeSchema,
  passwordChangeSchema,
  profileUpdateSchema,
  unknownUserSchema,
  userAccessSchema,
  userDetailsSchema,
} from './account';
import { accountDataExportSchema, accountDeletedSchema, accountDeletionSchema } from './account-data';
import { alertInputSchema, deletedSchema, idListSchema } from './admin-alerts';
import {
  emailHeaders,
  emailTypeQuerySchema,
  notificationEmailChangeSchema,
  notificationEmailListSchema,
  notificationEmailTypeSchema,
  verificationCodeSchema,
  verificationRequestedSchema,
  verificationResultSchema,
} from './admin-emails';
import {
  invitationBatchSchema,
  invitationPageSchema,
  invitationPreviewSchema,
  invitationQuerySchema,
  invitationSchema,
  invitationsSentSchema,
} from './admin-invitations';
import { auditPageSchema, auditQuerySchema } from './admin-audit';
import { funnelParamsSchema, insightsFunnelSchema, insightsRangeSchema, insightsRefreshSchema, insightsSchema } from './admin-insights';
import { abilitiesSchema, createdTokenSchema, tokenCreateSchema, tokenListSchema } from './admin-tokens';
import { accessChangeSchema, toggleAccessQuerySchema, userPageSchema, userSearchSchema } from './admin-users';
import { learnerActionSchema, learnerCourseParamsSchema, learnerPageSchema, learnerParamsSchema } from './admin-learner';
import { activeAlertsSchema, alertSchema } from './alerts';
import {
  adminCertificatePageSchema,
  adminCertificateQuerySchema,
  certificateParamsSchema,
  certificatePdfSchema,
  certificateRevocationResultSchema,
  certificateRevocationSchema,
  certificateLearnerNameSchema,
  certificateVisibilitySchema,
  myCertificateSchema,
  myCertificatesSchema,
  publicCertificateSchema,
} from './certificates';
import { idSchema, slugQuerySchema, tenantQuerySchema } from './common';
import { searchQuerySchema, searchQueryStatsSchema, searchResultsSchema } from './search';
import { contactFormSchema, contactReceiptSchema } from './contact';
import { contentBundleSchema, importSummarySchema } from './content-bundle';
import { courseDetailsSchema, courseLessonsSchema, courseListQuerySchema, courseListSchema } from './courses';
import {
  adminFeedbackListSchema,
  adminFeedbackQuerySchema,
  feedbackPayloadSchema,
  feedbackQuestionsSchema,
  feedbackReceiptSchema,
} from './feedback';
import { guideDetailSchema, guideListSchema } from './guides';
import { healthSchema, readinessSchema } from './health';
import { instructorListSchema, instructorProfileSchema } from './instructors';
import {
  dashboardFavoritesSchema,
  favoriteRequestSchema,
  favoriteResultSchema,
  guideCompleteSchema,
  knowledgeCheckQuerySchema,
  labDataSchema,
  labProjectArchiveSchema,
  labProjectQuerySchema,
  labQuerySchema,
  lessonProgressSchema,
  markCompleteSchema,
  markIncompleteSchema,
  markStartedSchema,
  quizForLearnerSchema,
  quizResultSchema,
  quizSubmissionSchema,
} from './learning';
import { learnerEmailAddedSchema, learnerEmailCodeSchema, learnerEmailInputSchema, learnerEmailListSchema } from './learner-emails';
import { lessonDetailSchema, lessonParamsSchema, lessonQuerySchema } from './lessons';
import { outboxQuerySchema, outboxSchema } from './mail';
import { pageParamsSchema, pageSchema } from './pages';
import { pathDetailSchema, pathListSchema } from './paths';
import { runtimeConfigSchema } from './runtime-config';
import {
  topicRequestFormSchema,
  topicRequestPageSchema,
  topicRequestQuerySchema,
  topicRequestReceiptSchema,
  topicRequestSchema,
  topicRequestUpdateSchema,
} from './topic-requests';
import {
  createdWebhookSchema,
  webhookCreateSchema,
  webhookDeliveryPageSchema,
  webhookDeliveryQuerySchema,
  webhookDeliverySchema,
  webhookEndpointListSchema,
  webhookMessageSchema,
} from './admin-webhooks';

const idParamsSchema = z.object({ id: idSchema });
const messageSchema = z.object({ message: z.string() });

/**
 * The schemas of every call in `calls.ts`, under the same names. The server validates and documents
 * each route with them; the web app sees them only as types, so its first load carries no zod.
 */
export const callSchemas = {
  platform: {
    health: { response: healthSchema },
    ready: { response: readinessSchema },
    config: { query: tenantQuerySchema, response: runtimeConfigSchema },
  },
  courses: {
    list: { query: courseListQuerySchema, response: courseListSchema },
    details: { query: slugQuerySchema, response: courseDetailsSchema },
  },
  lessons: {
    ofCourse: { query: slugQuerySchema, response: courseLessonsSchema },
    one: { params: lessonParamsSchema, query: lessonQuerySchema, response: lessonDetailSchema },
  },
  guides: {
    list: { query: tenantQuerySchema, response: guideListSchema },
    one: { query: slugQuerySchema, response: guideDetailSchema },
  },
  paths: {
    list: { query: tenantQuerySchema, response: pathListSchema },
    details: { query: slugQuerySchema, response: pathDetailSchema },
  },
  instructors: {
    list: { query: tenantQuerySchema, response: instructorListSchema },
    profile: { query: slugQuerySchema, response: instructorProfileSchema },
  },
  pages: {
    one: { params: pageParamsSchema, query: tenantQuerySchema, response: pageSchema },
  },
  alerts: {
    active: { query: tenantQuerySchema, response: activeAlertsSchema },
  },
  learning: {
    markStarted: { body: markStartedSchema, response: lessonProgressSchema },
    markComplete: { body: markCompleteSchema, response: lessonProgressSchema },
    markIncomplete: { body: markIncompleteSchema, response: lessonProgressSchema },
    markGuideComplete: { body: guideCompleteSchema, response: lessonProgressSchema.pick({ lessonId: true, progressStatus: true }) },
    knowledgeCheck: { query: knowledgeCheckQuerySchema, response: quizForLearnerSchema },
    submitKnowledgeCheck: { body: quizSubmissionSchema, response: quizResultSchema },
    lab: { query: labQuerySchema, response: labDataSchema },
    labProject: { query: labProjectQuerySchema, response: labProjectArchiveSchema },
    favorite: { body: favoriteRequestSchema, response: favoriteResultSchema },
    dashboardFavorites: { query: tenantQuerySchema, response: dashboardFavoritesSchema },
  },
  certificates: {
    one: { params: certificateParamsSchema, response: publicCertificateSchema },
    pdf: { params: certificateParamsSchema, response: certificatePdfSchema },
    mine: { response: myCertificatesSchema },
    setVisibility: { params: certificateParamsSchema, body: certificateVisibilitySchema, response: myCertificateSchema },
  },
  user: {
    details: { query: tenantQuerySchema, response: z.union([userDetailsSchema, unknownUserSchema]) },
    access: { query: tenantQuerySchema, response: userAccessSchema },
    updateProfile: { body: profileUpdateSchema, response: userDetailsSchema },
    changePassword: { body: passwordChangeSchema, response: messageSchema },
    resendCode: { response: messageSchema },
    confirmCode: { body: accountCodeSchema, response: userDetailsSchema },
    downloadData: { response: accountDataExportSchema },
    deleteAccount: { body: accountDeletionSchema, response: accountDeletedSchema },
    emails: { response: learnerEmailListSchema },
    addEmail: { body: learnerEmailInputSchema, response: learnerEmailAddedSchema },
    removeEmail: { body: learnerEmailInputSchema, response: deletedSchema },
    requestEmailCode: { body: learnerEmailInputSchema, response: verificationRequestedSchema },
    confirmEmailCode: { body: learnerEmailCodeSchema, response: verificationResultSchema },
  },
  feedback: {
    questions: { response: feedbackQuestionsSchema },
    send: { body: feedbackPayloadSchema, response: feedbackReceiptSchema },
  },
  contact: {
    send: { query: z.object({ tenant: tenantIdSchema.optional() }), body: contactFormSchema, response: contactReceiptSchema },
  },
  search: {
    query: { query: searchQuerySchema, response: searchResultsSchema },
  },
  topicRequests: {
    send: { body: topicRequestFormSchema, response: topicRequestReceiptSchema },
  },
  admin: {
    alerts: { response: activeAlertsSchema },
    alert: { params: idParamsSchema, response: alertSchema },
    createAlert: { body: alertInputSchema, response: alertSchema },
    updateAlert: { params: idParamsSchema, body: alertInputSchema, response: alertSchema },
    deleteAlerts: { body: idListSchema, response: deletedSchema },
    abilities: { response: abilitiesSchema },
    generateToken: { body: tokenCreateSchema, response: createdTokenSchema },
    tokens: { response: tokenListSchema },
    deleteTokens: { body: idListSchema, response: deletedSchema },
    searchUsers: { body: userSearchSchema, response: userPageSchema },
    toggleAccess: { params: z.object({ userId: idSchema }), query: toggleAccessQuerySchema, response: accessChangeSchema },
    learner: { params: learnerParamsSchema, response: learnerPageSchema },
    resendLearnerVerification: { params: learnerParamsSchema, response: learnerActionSchema },
    sendLearnerPasswordReset: { params: learnerParamsSchema, response: learnerActionSchema },
    resetLearnerCourse: { params: learnerCourseParamsSchema, response: learnerActionSchema },
    deactivateUser: { params: learnerParamsSchema, response: learnerActionSchema },
    reactivateUser: { params: learnerParamsSchema, response: learnerActionSchema },
    feedback: { query: adminFeedbackQuerySchema, response: adminFeedbackListSchema },
    outbox: { query: outboxQuerySchema, response: outboxSchema },
    importContent: { body: contentBundleSchema, response: importSummarySchema },
    audit: { query: auditQuerySchema, response: auditPageSchema },
    searchQueries: { response: searchQueryStatsSchema },
    certificates: { query: adminCertificateQuerySchema, response: adminCertificatePageSchema },
    setCertificateRevocation: {
      params: certificateParamsSchema,
      body: certificateRevocationSchema,
      response: certificateRevocationResultSchema,
    },
    setCertificateLearnerName: {
      params: certificateParamsSchema,
      body: certificateLearnerNameSchema,
      response: certificateRevocationResultSchema,
    },
    insights: { query: insightsRangeSchema, response: insightsSchema },
    insightsFunnel: { params: funnelParamsSchema, query: insightsRangeSchema, response: insightsFunnelSchema },
    refreshInsights: { response: insightsRefreshSchema },
    topicRequests: { query: topicRequestQuerySchema, response: topicRequestPageSchema },
    updateTopicRequest: { params: idParamsSchema, body: topicRequestUpdateSchema, response: topicRequestSchema },
    invitations: { query: invitationQuerySchema, response: invitationPageSchema },
    previewInvitations: { body: invitationBatchSchema, response: invitationPreviewSchema },
    sendInvitations: { body: invitationBatchSchema, response: invitationsSentSchema },
    resendInvitation: { params: idParamsSchema, response: invitationSchema },
    revokeInvitation: { params: idParamsSchema, response: invitationSchema },
    webhooks: { response: webhookEndpointListSchema },
    createWebhook: { body: webhookCreateSchema, response: createdWebhookSchema },
    deleteWebhook: { params: idParamsSchema, response: webhookMessageSchema },
    webhookDeliveries: { query: webhookDeliveryQuerySchema, response: webhookDeliveryPageSchema },
    replayWebhookDelivery: { params: idParamsSchema, response: webhookDeliverySchema },
  },
  email: {
    list: { query: z.object({ type: notificationEmailTypeSchema.optional() }), response: notificationEmailListSchema },
    add: {
      query: z.object({ emailType: notificationEmailTypeSchema }),
      headers: emailHeaders('emailId'),
      response: notificationEmailChangeSchema,
    },
    update: { query: emailTypeQuerySchema, headers: emailHeaders('newEmail', 'currentEmail'), response: notificationEmailChangeSchema },
    remove: { query: emailTypeQuerySchema, headers: emailHeaders('email'), response: deletedSchema },
    requestVerification: {
      query: z.object({ emailType: notificationEmailTypeSchema, tenant: tenantIdSchema.optional() }),
      headers: emailHeaders('verifiableEmail'),
      response: verificationRequestedSchema,
    },
    validateCode: {
      query: z.object({ emailType: notificationEmailTypeSchema, verificationCode: verificationCodeSchema }),
      headers: emailHeaders('verifiableEmail'),
      response: verificationResultSchema,
    },
  },
} as const;
