/**
 * Every administration screen in one lazily loaded chunk: the router then names one chunk instead of
 * one per screen, which keeps the home route's first-load JavaScript (its preload list) small.
 */
export { default as AdminPage } from './admin-page';
export { default as AuditPage } from '../../features/admin-audit/components/audit-page';
export { default as CertificatesPage } from '../../features/admin-certificates/components/certificates-page';
export { default as SearchQueriesPage } from '../../features/admin-search-queries/components/search-queries-page';
export { default as InvitationsPage } from '../../features/admin-invitations/components/invitations-page';
export { default as TopicRequestsPage } from '../../features/admin-topic-requests/components/topic-requests-page';
export { default as WebhooksPage } from '../../features/admin-webhooks/components/webhooks-page';
export { default as AlertDetailPage } from '../../features/admin-alerts/components/alert-detail-page';
export { default as AlertFormPage } from '../../features/admin-alerts/components/alert-form-page';
export { default as AlertListPage } from '../../features/admin-alerts/components/alert-list-page';
export { default as PortalEmailsSection } from '../../features/admin-emails/components/portal-emails-section';
export { default as TokensPage } from '../../features/admin-tokens/components/tokens-page';
export { default as UsersPage } from '../../features/admin-users/components/users-page';
export { default as LearnerPage } from '../../features/admin-users/components/learner-page';
export { default as AdminFeedbackPage } from '../../features/admin-feedback/components/admin-feedback-page';
export { default as OutboxPage } from '../../features/admin-feedback/components/outbox-page';
