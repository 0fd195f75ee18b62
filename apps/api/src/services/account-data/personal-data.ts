import { accountData, signInData, signInRecordData } from './account-data-sources';
import { alertAuthorData, auditData, tokenData } from './admin-data';
import type { PersonalDataSource } from './data-owner';
import { invitationData } from './invitation-data';
import { certificatesData, favouritesData, knowledgeCheckData, progressData } from './learning-data';
import { feedbackData, mailData, notificationAddressData, topicRequestData } from './message-data';
import { webhookData } from './webhook-data';

/**
 * Every kind of personal data the academy keeps, in one list: the download (GET /api/user/data)
 * has a section per entry, in this order. A table holding personal data must be covered here
 * (`personal-data.test.ts` checks the schema): a new one adds its source to this list, and to
 * ERASING_ORDER.
 */
export const PERSONAL_DATA: readonly PersonalDataSource[] = [
  progressData,
  favouritesData,
  knowledgeCheckData,
  certificatesData,
  feedbackData,
  topicRequestData,
  mailData,
  notificationAddressData,
  webhookData,
  tokenData,
  alertAuthorData,
  auditData,
  invitationData,
  signInRecordData,
  signInData,
  accountData,
];

/**
 * The same sources in the order deleting an account erases them, inside one transaction. The token
 * revocations are audited and the alerts matched on the audit log before it is pseudonymised; the
 * audit log is scrubbed while the certificates, topic requests and notification addresses it
 * mentions still exist; mail is matched on those addresses before they go; the account row goes last.
 */
export const ERASING_ORDER: readonly PersonalDataSource[] = [
  progressData,
  favouritesData,
  knowledgeCheckData,
  feedbackData,
  webhookData,
  tokenData,
  alertAuthorData,
  auditData,
  certificatesData,
  topicRequestData,
  mailData,
  notificationAddressData,
  invitationData,
  signInRecordData,
  signInData,
  accountData,
];
