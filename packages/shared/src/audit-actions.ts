/**
 * What the audit log calls each kind of change it records (`<entity>.<verb>`). The server writes only
 * these kinds (recordAudit takes an AuditAction), so every row the log shows has a readable label.
 */
export const AUDIT_ACTION_LABELS = {
  'alert.create': 'Alert created',
  'alert.update': 'Alert changed',
  'alert.delete': 'Alert deleted',
  'certificate.revoke': 'Certificate revoked',
  'certificate.restore': 'Certificate restored',
  'certificate.rename': 'Certificate name corrected',
  'content.import': 'Content imported',
  'email.add': 'Notification address added',
  'email.update': 'Notification address changed',
  'email.delete': 'Notification address removed',
  'email.verification-request': 'Verification mail sent to a notification address',
  'email.verify': 'Notification address verified',
  'invitation.send': 'Invitations sent',
  'invitation.resend': 'Invitation sent again',
  'invitation.revoke': 'Invitation revoked',
  'invitation.accept': 'Invitation accepted',
  'insights.export-emails': 'Learner e-mail addresses exported',
  'token.create': 'Access token created',
  'token.delete': 'Access token deleted',
  'token.revoke': 'Access token revoked',
  'topic-request.handle': 'Topic request marked handled',
  'topic-request.reopen': 'Topic request reopened',
  'user.create': 'Administrator account created',
  'user.admin-grant': 'Administrator rights granted',
  'user.admin-revoke': 'Administrator rights removed',
  'user.pro-grant': 'Pro access granted',
  'user.pro-revoke': 'Pro access removed',
  'user.author-grant': 'Author access granted',
  'user.author-revoke': 'Author access removed',
  'user.password-link': 'Password link issued',
  'user.password-set': 'Password set with a link',
  'user.password-reset-request': 'Password reset requested',
  'user.passkey-add': 'Passkey added',
  'user.passkey-remove': 'Passkey removed',
  'user.recovery-codes-generate': 'Recovery codes made',
  'user.recovery-code-use': 'Signed in with a recovery code',
  'user.deactivate': 'Account deactivated',
  'user.reactivate': 'Account reactivated',
  'user.progress-reset': 'Course progress reset',
  'user.verification-resend': 'Verification e-mail resent',
  'webhook.create': 'Webhook endpoint added',
  'webhook.delete': 'Webhook endpoint removed',
  'webhook.replay': 'Webhook delivery replayed',
} as const satisfies Record<string, string>;

export type AuditAction = keyof typeof AUDIT_ACTION_LABELS;

/** A readable label for an action; an entity alone (`alert`, the filter's other form) or a kind no longer written reads as itself. */
export function auditActionLabel(action: string): string {
  return Object.hasOwn(AUDIT_ACTION_LABELS, action) ? AUDIT_ACTION_LABELS[action as AuditAction] : action;
}
