import { useState } from 'react';
import { Download } from 'lucide-react';
import { USERS_ELLIPSIS_BUFFER, auditActionLabel, type AuditEntry } from '@academy/shared';
import { secondaryButton } from '../../../components/button-styles';
import { PageSpinner } from '../../../components/spinner';
import { DataTable, type TableColumn } from '../../../components/table/data-table';
import { Pager } from '../../../components/table/pager';
import { pageCount } from '../../../components/table/pagination';
import { downloadAuditCsv, useAudit } from '../api/get-audit';
import { AdminScreen } from '../../../components/admin/admin-screen';
import { AddressText } from '../../../components/admin/address-text';
import { DateTime } from '../../../components/admin/date-time';
import { AuditChange } from './audit-change';
import { AuditFilters, type AuditFilterValues } from './audit-filters';

const COLUMNS: TableColumn<AuditEntry>[] = [
  { key: 'createdAt', header: 'When', cell: (entry) => <DateTime value={entry.createdAt} /> },
  { key: 'actor', header: 'Who', cell: (entry) => <AddressText text={entry.actorName ?? entry.actor} /> },
  { key: 'action', header: 'Action', cell: (entry) => auditActionLabel(entry.action) },
  { key: 'subject', header: 'Subject', cell: (entry) => <AddressText text={entry.subject} /> },
  { key: 'change', header: 'Change', cell: (entry) => <AuditChange entry={entry} /> },
];
const VISIBLE = COLUMNS.map((column) => column.key);

/** /admin/audit: who changed what in this portal and when, filtered and paged by the server, and exported as CSV. */
export default function AuditPage() {
  const [filters, setFilters] = useState<AuditFilterValues>({});
  const [pageNumber, setPageNumber] = useState(0);
  const { data } = useAudit({ ...filters, pageNumber });
  const page = data?.result;

  return (
    <AdminScreen
      title="Audit log"
      back={{ to: '/admin', label: 'Administration' }}
      intro="Every change made in the administration area or with a token: who made it, when, and what it was before and after."
      actions={
        <button type="button" className={secondaryButton} onClick={() => void downloadAuditCsv(filters).catch(() => undefined)}>
          <Download aria-hidden="true" className="h-4 w-4" />
          Export CSV
        </button>
      }
    >
      <AuditFilters
        actions={data?.actions ?? []}
        onApply={(next) => {
          setFilters(next);
          setPageNumber(0);
        }}
      />
      {!page ? (
        <PageSpinner />
      ) : (
        <div className="mt-6 space-y-4">
          <p role="status" className="text-sm text-gray-700">
            {page.totalElements} {page.totalElements === 1 ? 'entry' : 'entries'}
          </p>
          <DataTable
            label="Audit entries"
            columns={COLUMNS}
            visibleColumns={VISIBLE}
            rows={page.content}
            getRowId={(entry) => entry.id}
            rowName={(entry) => `${auditActionLabel(entry.action)} by ${entry.actorName ?? entry.actor}`}
            empty="No entry matches the filters."
          />
          <Pager
            label="Audit log pages"
            page={page.pageNumber}
            totalPages={pageCount(page.totalElements, page.pageSize)}
            ellipsisBuffer={USERS_ELLIPSIS_BUFFER}
            onChange={setPageNumber}
          />
        </div>
      )}
    </AdminScreen>
  );
}
