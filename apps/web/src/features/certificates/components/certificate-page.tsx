import { apiCalls, formatCertificateDate, type PublicCertificate } from '@academy/shared';
import { BadgeCheck, Download, OctagonX } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { primaryButton } from '../../../components/button-styles';
import { contractPath } from '../../../lib/api-client';
import { useRuntimeConfig } from '../../../lib/runtime-config';
import { usePageTitle } from '../../../lib/use-page-title';
import { brand, faviconHref } from '../../../tenants';
import { useCertificate } from '../api/get-certificate';

const KIND_TEXT = { course: 'has completed the course', path: 'has completed the learning path' } as const;

/** Whether the certificate still stands, said first, in words and colour. */
function Verification({ certificate }: { certificate: PublicCertificate }) {
  if (certificate.revokedAt) {
    return (
      <p
        role="status"
        data-testid="certificate-status"
        className="flex items-start gap-3 rounded-card border border-red-300 bg-red-50 p-4 text-left text-red-900"
      >
        <OctagonX aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0" />
        <span>
          <strong>Revoked.</strong> {brand.academyName} revoked this certificate on {formatCertificateDate(certificate.revokedAt)}: it no
          longer certifies this achievement.
        </span>
      </p>
    );
  }
  return (
    <p
      role="status"
      data-testid="certificate-status"
      className="flex items-start gap-3 rounded-card border border-green-300 bg-green-50 p-4 text-left text-green-900"
    >
      <BadgeCheck aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0" />
      <span>
        <strong>Valid.</strong> {brand.academyName} issued this certificate on {formatCertificateDate(certificate.issuedAt)}.
      </span>
    </p>
  );
}

/**
 * /certificates/{id}: the public, shareable page of a certificate (decision 025), rendered on the
 * server like the catalogue. A hidden or unknown certificate is the not-found page.
 */
export default function CertificatePage() {
  const { certificateId = '' } = useParams();
  const certificate = useCertificate(certificateId).data;
  const { apiBase } = useRuntimeConfig();
  usePageTitle(`Certificate: ${certificate.title}`);
  const pdfHref = `${apiBase.replace(/\/+$/, '')}${contractPath(apiCalls.certificates.pdf.path, { certificateId })}`;
  const title = certificate.itemPath ? (
    <Link to={certificate.itemPath} className="underline decoration-2 underline-offset-4 hover:decoration-brand">
      {certificate.title}
    </Link>
  ) : (
    certificate.title
  );

  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:px-8 sm:py-12">
      <Verification certificate={certificate} />
      <article
        aria-labelledby="certificate-heading"
        className="mt-6 rounded-card border-4 border-brand bg-white p-6 text-center shadow-sm sm:p-10"
      >
        <img src={faviconHref(brand)} alt="" width={48} height={48} className="mx-auto h-12 w-12" />
        <p className="mt-3 text-lg font-bold text-brand-strong">{brand.academyName}</p>
        <h1 id="certificate-heading" className="mt-4 text-sm font-semibold tracking-[0.2em] text-gray-700 uppercase">
          Certificate of completion
        </h1>
        <p className="mt-6 text-gray-700">This certifies that</p>
        <p data-testid="certificate-learner" className="mt-1 text-3xl font-extrabold break-words text-gray-900 sm:text-4xl">
          {certificate.learnerName}
        </p>
        <p className="mt-3 text-gray-700">{KIND_TEXT[certificate.kind]}</p>
        <p data-testid="certificate-title" className="mt-1 text-2xl font-bold break-words text-brand-strong">
          {title}
        </p>
        <p className="mt-3 text-gray-700">on {formatCertificateDate(certificate.issuedAt)}</p>
        <dl className="mt-8 grid gap-3 border-t border-gray-200 pt-6 text-left text-sm sm:grid-cols-[auto_1fr] sm:gap-x-6">
          <dt className="font-semibold text-gray-900">Certificate ID</dt>
          <dd className="font-mono break-all text-gray-700">{certificate.certificateId}</dd>
          <dt className="font-semibold text-gray-900">Verification address</dt>
          <dd className="break-all text-gray-700">{certificate.verificationUrl}</dd>
        </dl>
      </article>
      {!certificate.revokedAt && (
        <p className="mt-6 text-center">
          <a href={pdfHref} download className={primaryButton}>
            <Download aria-hidden="true" className="h-4 w-4" />
            Download PDF
          </a>
        </p>
      )}
    </div>
  );
}
