import { accountData, signInData, signInRecordData } from './account-data-sources';
import { alertAuthorData, auditData, tokenData } from './admin-data';
import type { PersonalDataSource } from './data-owner';
import { certificatesData, favouritesData, knowledgeCheckData, progressData } from './learning-data';
import { feedbackData, mailData, notificationAddressData, topicRequestData } from './message-data';

/**
 * Every kind of personal data the academy keeps, in one list: the download (GET /api/user/data)
 * has a section per entry, and deleting an account runs each entry's `erase` in this order inside
 * one transaction. A table holding personal data must be covered here (`personal-data.test.ts`
 * checks the schema): a new one adds its source to this list.
 * Order matters for erasing: mail is matched on the notification addresses before they go, alerts
 * on the audit log before it is pseudonymised, and the account row goes last.
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
  tokenData,
  alertAuthorData,
  auditData,
  signInRecordData,
  signInData,
  accountData,
];
