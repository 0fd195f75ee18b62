import { useState } from 'react';
import { formatCertificateDate, USERS_ELLIPSIS_BUFFER, type AdminCertificate } from '@academy/shared';
import { quietButton } from '../../../components/button-styles';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { PageSpinner } from '../../../components/spinner';
import { DataTable, type TableColumn } from '../../../components/table/data-table';
import { Pager } from '../../../components/table/pager';
import { pageCount } from '../../../components/table/pagination';
import { showToast } from '../../../lib/notifications';
import { INITIAL_CERTIFICATE_SEARCH, useCertificates, type CertificateSearch } from '../api/get-certificates';
import { useSetCertificateRevocation } from '../api/set-certificate-revocation';
import { AdminScreen } from '../../../components/admin/admin-screen';
import { ListSearch } from '../../../components/admin/list-search';
import { LearnerNameDialog } from './learner-name-dialog';

const KIND_LABEL = { course: 'Course', path: 'Learning path' } as const;
const badge = 'rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap';

const COLUMNS: TableColumn<AdminCertificate>[] = [
  {
    key: 'learner',
    header: 'Learner',
    cell: (certificate) => (
      <>
        <span className="block font-semibold text-gray-900">{certificate.learnerName}</span>
        <span className="block break-all text-gray-600">{certificate.login}</span>
      </>
    ),
  },
  {
    key: 'title',
    header: 'Certificate',
    cell: (certificate) => (
      <>
        <span className="block text-gray-900">{certificate.title}</span>
        <span className="block text-gray-600">{KIND_LABEL[certificate.kind]}</span>
      </>
    ),
  },
  {
    key: 'issuedAt',
    header: 'Issued',
    cell: (certificate) => <span className="whitespace-nowrap">{formatCertificateDate(certificate.issuedAt)}</span>,
  },
  {
    key: 'status',
    header: 'Status',
    cell: (certificate) => (
      <span className="flex flex-wrap gap-1">
        {certificate.revokedAt ? (
          <span className={`${badge} bg-red-100 text-red-900`}>Revoked</span>
        ) : (
          <span className={`${badge} bg-green-100 text-green-900`}>Valid</span>
        )}
        {certificate.hidden && <span className={`${badge} bg-gray-200 text-gray-800`}>Hidden by the learner</span>}
      </span>
    ),
  },
];
const ALL_COLUMNS = COLUMNS.map((column) => column.key);

/**
 * /admin/certificates: every certificate of the portal, newest first, searched by the server;
 * revoking one makes its public page say so (decision 025), restoring undoes it; an issued name can be
 * corrected (decision 052). All are audited.
 */
export default function CertificatesPage() {
  const [search, setSearch] = useState<CertificateSearch>(INITIAL_CERTIFICATE_SEARCH);
  const [revoking, setRevoking] = useState<AdminCertificate | null>(null);
  const [renaming, setRenaming] = useState<AdminCertificate | null>(null);
  const revocation = useSetCertificateRevocation();
  const page = useCertificates(search).data;

  const change = (certificate: AdminCertificate, revoked: boolean) =>
    revocation.mutate(
      { certificateId: certificate.certificateId, revoked },
      {
        onSuccess: (result) => showToast(result.message, { type: 'success' }),
        onSettled: () => setRevoking(null),
      },
    );

  return (
    <AdminScreen
      title="Certificates"
      back={{ to: '/admin', label: 'Administration' }}
      intro="Certificates learners earned by completing a course or a learning path. A revoked certificate's page says it was revoked and it has no PDF."
    >
      <div className="mb-4 flex flex-wrap items-end justify-between gap-4">
        <ListSearch
          label="Search certificates"
          hint="Learner name or e-mail, course or path title, or certificate ID."
          value={search.searchValue}
          onSearch={(searchValue) => setSearch({ searchValue, pageNumber: 0 })}
        />
        {page && (
          <p role="status" className="text-sm text-gray-700">
            {page.totalElements} {page.totalElements === 1 ? 'certificate' : 'certificates'}
          </p>
        )}
      </div>
      {!page ? (
        <PageSpinner />
      ) : (
        <div className="space-y-4">
          <DataTable
            label="Certificates"
            columns={COLUMNS}
            visibleColumns={ALL_COLUMNS}
            rows={page.content}
            getRowId={(certificate) => certificate.certificateId}
            rowName={(certificate) => `${certificate.title} of ${certificate.learnerName}`}
            empty={search.searchValue ? 'No certificate matches the search.' : 'No certificates yet.'}
            actions={(certificate) => (
              <span className="flex flex-wrap gap-1">
                <button type="button" className={quietButton} onClick={() => setRenaming(certificate)}>
                  Correct name
                  <span className="sr-only">
                    {' '}
                    on {certificate.title} of {certificate.learnerName}
                  </span>
                </button>
                {certificate.revokedAt ? (
                  <button type="button" className={quietButton} disabled={revocation.isPending} onClick={() => change(certificate, false)}>
                    Restore
                    <span className="sr-only">
                      {' '}
                      {certificate.title} of {certificate.learnerName}
                    </span>
                  </button>
                ) : (
                  <button type="button" className={quietButton} onClick={() => setRevoking(certificate)}>
                    Revoke
                    <span className="sr-only">
                      {' '}
                      {certificate.title} of {certificate.learnerName}
                    </span>
                  </button>
                )}
              </span>
            )}
          />
          <Pager
            label="Certificate pages"
            page={page.pageNumber}
            totalPages={pageCount(page.totalElements, page.pageSize)}
            ellipsisBuffer={USERS_ELLIPSIS_BUFFER}
            onChange={(pageNumber) => setSearch((current) => ({ ...current, pageNumber }))}
          />
        </div>
      )}
      {renaming && <LearnerNameDialog certificate={renaming} onClose={() => setRenaming(null)} />}
      <ConfirmDialog
        title="Revoke this certificate?"
        confirmLabel="Revoke certificate"
        isOpen={revoking !== null}
        isPending={revocation.isPending}
        onConfirm={() => revoking && change(revoking, true)}
        onCancel={() => setRevoking(null)}
      >
        {revoking && (
          <p>
            {revoking.learnerName}&apos;s certificate for {revoking.title} will say it was revoked, to anyone who opens it, and will have no
            PDF. You can restore it later.
          </p>
        )}
      </ConfirmDialog>
    </AdminScreen>
  );
}
