import { ACCOUNT_DATA_FORMAT, type AccountDataExport } from '@academy/shared';
import type { Database } from '../../db/client';
import type { DataOwner } from './data-owner';
import { PERSONAL_DATA } from './personal-data';

/** Everything the academy keeps about the user, one section per source, read in one transaction so the sections agree. */
export async function exportAccountData(db: Database, owner: DataOwner): Promise<AccountDataExport> {
  const data = await db.transaction(async (tx) => {
    const sections: Record<string, unknown> = {};
    for (const source of PERSONAL_DATA) sections[source.section] = await source.export(tx, owner);
    return sections;
  });
  return { format: ACCOUNT_DATA_FORMAT, exportedAt: new Date().toISOString(), portal: owner.tenantId, data };
}
