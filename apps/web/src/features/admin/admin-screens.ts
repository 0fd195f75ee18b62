/**
 * Every administration screen in one lazily loaded chunk: the router then names one chunk instead of
 * one per screen, which keeps the home route's first-load JavaScript (its preload list) small.
 */
export { default as AdminPage } from './components/admin-page';
export { default as AuditPage } from './components/audit/audit-page';
export { default as CertificatesPage } from './components/certificates/certificates-page';
export { default as SearchQueriesPage } from './components/search-queries-page';
export { default as TopicRequestsPage } from './components/topic-requests/topic-requests-page';
export { default as AlertDetailPage } from './components/alerts/alert-detail-page';
export { default as AlertFormPage } from './components/alerts/alert-form-page';
export { default as AlertListPage } from './components/alerts/alert-list-page';
export { default as PortalEmailsSection } from './components/portal-emails-section';
export { default as TokensPage } from './components/tokens/tokens-page';
export { default as UsersPage } from './components/users/users-page';
export { default as AdminFeedbackPage } from './feedback/components/admin-feedback-page';
export { default as OutboxPage } from './feedback/components/outbox-page';
