import type { MyCertificate } from '@academy/shared';
import { Download, ExternalLink, Eye, EyeOff } from 'lucide-react';
import { Link } from 'react-router';
import { quietButton } from '../../../components/button-styles';
import { useMyCertificates } from '../../../lib/learning/get-my-certificates';
import { brand } from '../../../tenants';
import { downloadCertificate } from '../api/download-certificate';
import { useSetCertificateVisibility } from '../api/set-certificate-visibility';
import { linkedInAddToProfileUrl } from '../linkedin';
import { CertificateStatus, hasPublicPage } from './certificate-status';

function CertificateActions({ certificate }: { certificate: MyCertificate }) {
  const visibility = useSetCertificateVisibility();
  const valid = !certificate.revokedAt;
  return (
    <div className="mt-3 flex flex-wrap gap-2">
      {hasPublicPage(certificate) && (
        <Link to={`/certificates/${certificate.certificateId}`} className={quietButton}>
          View certificate<span className="sr-only">: {certificate.title}</span>
        </Link>
      )}
      {valid && (
        <button
          type="button"
          className={quietButton}
          onClick={() => void downloadCertificate(certificate.certificateId).catch(() => undefined)}
        >
          <Download aria-hidden="true" className="h-4 w-4" />
          Download PDF<span className="sr-only">: {certificate.title}</span>
        </button>
      )}
      {valid && hasPublicPage(certificate) && (
        <a href={linkedInAddToProfileUrl(certificate, brand.academyName)} target="_blank" rel="noopener noreferrer" className={quietButton}>
          <ExternalLink aria-hidden="true" className="h-4 w-4" />
          Add to LinkedIn<span className="sr-only">: {certificate.title} (opens in a new tab)</span>
        </a>
      )}
      <button
        type="button"
        className={quietButton}
        disabled={visibility.isPending}
        onClick={() => visibility.mutate({ certificateId: certificate.certificateId, hidden: !certificate.hidden })}
      >
        {certificate.hidden ? <Eye aria-hidden="true" className="h-4 w-4" /> : <EyeOff aria-hidden="true" className="h-4 w-4" />}
        {certificate.hidden ? 'Show again' : 'Hide from others'}
        <span className="sr-only">: {certificate.title}</span>
      </button>
    </div>
  );
}

/**
 * My Account's certificates: each with its public page, PDF, LinkedIn and the hide switch. A hidden
 * certificate's page and PDF are not found for anyone else (decision 025).
 */
export default function MyCertificates() {
  const { certificates } = useMyCertificates().data;
  return (
    <section
      aria-labelledby="my-certificates"
      data-testid="account-certificates"
      className="rounded-card border border-gray-200 bg-white p-6"
    >
      <h2 id="my-certificates" className="text-xl font-bold text-gray-900">
        My certificates
      </h2>
      <p className="mt-1 text-sm text-gray-700">Anyone with a certificate&apos;s address can check it, unless you hide it.</p>
      {certificates.length === 0 ? (
        <p className="mt-4 text-gray-700">
          Complete a course or a learning path to earn a certificate.{' '}
          <Link to="/courses" className="font-semibold text-brand-strong underline">
            Browse the courses
          </Link>
        </p>
      ) : (
        <ul className="mt-4 divide-y divide-gray-200">
          {certificates.map((certificate) => (
            <li key={certificate.certificateId} data-testid="certificate-item" className="py-4 first:pt-0 last:pb-0">
              <p className="font-semibold text-gray-900">{certificate.title}</p>
              <CertificateStatus certificate={certificate} />
              <CertificateActions certificate={certificate} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
