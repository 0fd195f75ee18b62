import { formatCertificateDate, type MyCertificate } from '@academy/shared';

const KIND_LABEL = { course: 'Course', path: 'Learning path' } as const;
const badge = 'rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap';

/** What a certificate is and where it stands: kind, date, and Hidden or Revoked when so. */
export function CertificateStatus({ certificate }: { certificate: MyCertificate }) {
  return (
    <span className="flex flex-wrap items-center gap-2 text-sm text-gray-700">
      <span>
        {KIND_LABEL[certificate.kind]} · issued {formatCertificateDate(certificate.issuedAt)}
      </span>
      {certificate.hidden && <span className={`${badge} bg-gray-200 text-gray-800`}>Hidden</span>}
      {certificate.revokedAt && <span className={`${badge} bg-red-100 text-red-900`}>Revoked</span>}
    </span>
  );
}

/** A certificate's public page exists only while it is shown. */
export const hasPublicPage = (certificate: MyCertificate) => !certificate.hidden;
