import type { NotificationEmailType } from '@academy/shared';

/** What each kind of notification address receives, for the type choice and the table. */
export const EMAIL_TYPE_LABELS: Record<NotificationEmailType, string> = {
  contact: 'Contact form',
  feedback: 'Feedback marked as a bug',
};
