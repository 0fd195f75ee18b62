import type { OutboxMessage } from '@academy/shared';
import { formatDateTime } from '../../lib/admin/format-date';

export const KIND_LABELS: Record<OutboxMessage['kind'], string> = {
  contact: 'Contact',
  verification: 'Verification code',
  feedback: 'Bug report',
  learner: 'Learner notification',
};
export const STATUS_LABELS: Record<OutboxMessage['status'], string> = {
  sent: 'Sent',
  kept: 'Kept (no SMTP)',
  pending: 'Waiting to retry',
  failed: 'Failed',
};

/** How far delivery got: the tries made of the tries a message gets, and when the next one is. */
export function attemptsLabel(message: Pick<OutboxMessage, 'status' | 'attempts' | 'nextAttemptAt'>, maxAttempts: number): string | null {
  if (message.status === 'kept') return null;
  const tries = `${message.attempts} of ${maxAttempts} ${maxAttempts === 1 ? 'try' : 'tries'}`;
  if (message.status === 'pending' && message.nextAttemptAt) return `${tries}; next ${formatDateTime(message.nextAttemptAt)}`;
  return tries;
}
