import type { TenantId } from '@academy/shared';
import type { DbOrTx } from '../audit/audit-log';
import type { AcademyUser } from '../accounts/authentication';

/** Whose data a source reads or erases: the academy user of one portal. */
export interface DataOwner {
  tenantId: TenantId;
  user: AcademyUser;
}

/**
 * One kind of personal data: what the download shows of it and what deleting the account does to
 * it. `tables` names every table it covers (a test checks that no personal table is left out).
 */
export interface PersonalDataSource {
  /** Its key in the downloaded file. */
  section: string;
  tables: readonly string[];
  /** Removed, or kept without anything that points to the person (and why), for the privacy page and decision 026. */
  onDeletion: string;
  export(db: DbOrTx, owner: DataOwner): Promise<unknown>;
  /** Runs inside the deletion's transaction, in the order of the list. */
  erase(tx: DbOrTx, owner: DataOwner): Promise<void>;
}

/** How a deleted person is named where a record of what they did stays (the audit log, alerts). */
export const DELETED_ACCOUNT_LABEL = 'deleted account';
