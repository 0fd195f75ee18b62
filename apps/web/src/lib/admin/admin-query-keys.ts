/** Query keys of the administration screens; a mutation invalidates the key of the list it changes. */
export const adminKeys = {
  alerts: ['admin', 'alerts'] as const,
  alert: (id: string) => ['admin', 'alerts', id] as const,
  users: ['admin', 'users'] as const,
  learner: (userId: string) => ['admin', 'learner', userId] as const,
  emails: ['admin', 'emails'] as const,
  abilities: ['admin', 'abilities'] as const,
  tokens: ['admin', 'tokens'] as const,
  audit: ['admin', 'audit'] as const,
  searchQueries: ['admin', 'search-queries'] as const,
  certificates: ['admin', 'certificates'] as const,
  topicRequests: ['admin', 'topic-requests'] as const,
  invitations: ['admin', 'invitations'] as const,
  webhooks: ['admin', 'webhooks'] as const,
  webhookDeliveries: ['admin', 'webhook-deliveries'] as const,
  /** The banner's query of the portal's active alerts (features/alerts), refreshed after alert changes. */
  activeAlerts: ['alerts'] as const,
};
