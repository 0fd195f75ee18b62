import type { callSchemas } from './call-schemas';
import { defineCalls } from './contract';

/**
 * Every call of the API: method and path, once. The server registers each route from its entry
 * (`fromContract`), the web app and the content CLI call through it; the schemas come from
 * `call-schemas.ts` under the same names.
 */
export const apiCalls = defineCalls<typeof callSchemas>({
  platform: {
    health: ['GET', '/api/health'],
    ready: ['GET', '/api/ready'],
    config: ['GET', '/api/config'],
  },
  courses: {
    list: ['GET', '/api/courses/list'],
    details: ['GET', '/api/courses/details'],
  },
  lessons: {
    ofCourse: ['GET', '/api/lessons'],
    one: ['GET', '/api/lessons/:courseSlug/:lessonSlug'],
  },
  guides: {
    list: ['GET', '/api/guides/list'],
    one: ['GET', '/api/guides/getGuide'],
  },
  paths: {
    list: ['GET', '/api/paths/list'],
    details: ['GET', '/api/paths/details'],
  },
  instructors: {
    list: ['GET', '/api/instructors/list'],
    profile: ['GET', '/api/instructors/profile'],
  },
  pages: {
    one: ['GET', '/api/pages/:idOrSlug'],
  },
  alerts: {
    active: ['GET', '/api/alerts'],
  },
  learning: {
    markStarted: ['POST', '/api/lessons/mark-started'],
    markComplete: ['POST', '/api/lessons/mark-complete'],
    markIncomplete: ['POST', '/api/lessons/mark-incomplete'],
    markGuideComplete: ['POST', '/api/guides/markComplete'],
    knowledgeCheck: ['GET', '/api/lessons/knowledge-check'],
    submitKnowledgeCheck: ['POST', '/api/lessons/knowledge-check'],
    lab: ['GET', '/api/lessons/lab'],
    labProject: ['GET', '/api/lessons/lab/project'],
    favorite: ['POST', '/api/favorite'],
    dashboardFavorites: ['GET', '/api/favorite/userDashboard/favorites'],
  },
  certificates: {
    one: ['GET', '/api/certificates/:certificateId'],
    pdf: ['GET', '/api/certificates/:certificateId/pdf'],
    mine: ['GET', '/api/user/certificates'],
    setVisibility: ['PUT', '/api/user/certificates/:certificateId'],
  },
  user: {
    details: ['GET', '/api/user/getUserDetails'],
    access: ['GET', '/api/user/verifyUserAccess'],
    updateProfile: ['PUT', '/api/user/profile'],
    changePassword: ['POST', '/api/user/password'],
    resendCode: ['POST', '/api/user/email-verification'],
    confirmCode: ['POST', '/api/user/email-verification/confirm'],
    downloadData: ['GET', '/api/user/data'],
    deleteAccount: ['DELETE', '/api/user/account'],
    emails: ['GET', '/api/user/emails'],
    addEmail: ['POST', '/api/user/emails'],
    removeEmail: ['DELETE', '/api/user/emails'],
    requestEmailCode: ['POST', '/api/user/emails/verification'],
    confirmEmailCode: ['POST', '/api/user/emails/verification/confirm'],
  },
  feedback: {
    questions: ['GET', '/api/feedback/questions'],
    send: ['POST', '/api/feedback'],
  },
  contact: {
    send: ['POST', '/api/email/contactUs'],
  },
  search: {
    query: ['GET', '/api/search'],
  },
  topicRequests: {
    send: ['POST', '/api/topic-requests'],
  },
  admin: {
    alerts: ['GET', '/api/admin/alerts'],
    alert: ['GET', '/api/admin/alerts/:id'],
    createAlert: ['POST', '/api/alerts/create'],
    updateAlert: ['PUT', '/api/admin/alerts/:id'],
    deleteAlerts: ['DELETE', '/api/admin/alerts'],
    abilities: ['GET', '/api/admin/abilities'],
    generateToken: ['POST', '/api/admin/generate-token'],
    tokens: ['GET', '/api/admin/personal-access-tokens'],
    deleteTokens: ['DELETE', '/api/admin/personal-access-tokens'],
    searchUsers: ['POST', '/api/admin/users/search'],
    toggleAccess: ['GET', '/api/admin/toggle-access/:userId'],
    learner: ['GET', '/api/admin/users/:userId'],
    resendLearnerVerification: ['POST', '/api/admin/users/:userId/verification-mail'],
    sendLearnerPasswordReset: ['POST', '/api/admin/users/:userId/password-reset-mail'],
    resetLearnerCourse: ['DELETE', '/api/admin/users/:userId/courses/:courseId/progress'],
    deactivateUser: ['POST', '/api/admin/users/:userId/deactivate'],
    reactivateUser: ['POST', '/api/admin/users/:userId/reactivate'],
    feedback: ['GET', '/api/admin/feedback'],
    outbox: ['GET', '/api/admin/outbox'],
    importContent: ['POST', '/api/admin/content'],
    audit: ['GET', '/api/admin/audit'],
    searchQueries: ['GET', '/api/admin/search-queries'],
    certificates: ['GET', '/api/admin/certificates'],
    setCertificateRevocation: ['PUT', '/api/admin/certificates/:certificateId'],
    setCertificateLearnerName: ['PUT', '/api/admin/certificates/:certificateId/learner-name'],
    insights: ['GET', '/api/admin/insights'],
    insightsFunnel: ['GET', '/api/admin/insights/courses/:courseId/funnel'],
    refreshInsights: ['POST', '/api/admin/insights/refresh'],
    topicRequests: ['GET', '/api/admin/topic-requests'],
    updateTopicRequest: ['PUT', '/api/admin/topic-requests/:id'],
    invitations: ['GET', '/api/admin/invitations'],
    previewInvitations: ['POST', '/api/admin/invitations/preview'],
    sendInvitations: ['POST', '/api/admin/invitations'],
    resendInvitation: ['POST', '/api/admin/invitations/:id/resend'],
    revokeInvitation: ['POST', '/api/admin/invitations/:id/revoke'],
    webhooks: ['GET', '/api/admin/webhooks'],
    createWebhook: ['POST', '/api/admin/webhooks'],
    deleteWebhook: ['DELETE', '/api/admin/webhooks/:id'],
    webhookDeliveries: ['GET', '/api/admin/webhook-deliveries'],
    replayWebhookDelivery: ['POST', '/api/admin/webhook-deliveries/:id/replay'],
  },
  email: {
    list: ['GET', '/api/email'],
    add: ['POST', '/api/email/addEmail'],
    update: ['PUT', '/api/email'],
    remove: ['DELETE', '/api/email'],
    requestVerification: ['GET', '/api/email/verifyEmail'],
    validateCode: ['GET', '/api/email/validateVerificationCode'],
  },
});
