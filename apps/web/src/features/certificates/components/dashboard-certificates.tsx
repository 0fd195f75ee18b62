import { Award } from 'lucide-react';
import { Link } from 'react-router';
import { useMyCertificates } from '../../../lib/learning/get-my-certificates';
import { CertificateStatus, hasPublicPage } from './certificate-status';

const linkClass = 'font-semibold text-brand-strong underline';

/** The dashboard's certificates: each links to its public page; My Account manages them. */
export default function DashboardCertificates() {
  const { certificates } = useMyCertificates().data;
  return (
    <section aria-labelledby="dashboard-certificates" data-testid="dashboard-certificates" className="mt-10">
      <h2 id="dashboard-certificates" className="text-2xl font-extrabold text-gray-900">
        My certificates
      </h2>
      {certificates.length === 0 ? (
        <p className="mt-4 rounded-card border border-dashed border-gray-300 bg-white p-6 text-gray-700">
          Complete a course or a learning path to earn a certificate.
        </p>
      ) : (
        <>
          <ul className="mt-4 grid gap-3 sm:grid-cols-2">
            {certificates.map((certificate) => (
              <li key={certificate.certificateId} className="flex gap-3 rounded-card border border-gray-200 bg-white p-4">
                <Award aria-hidden="true" className="h-6 w-6 shrink-0 text-brand" />
                <span className="min-w-0">
                  {hasPublicPage(certificate) ? (
                    <Link to={`/certificates/${certificate.certificateId}`} className="font-semibold text-gray-900 hover:underline">
                      {certificate.title}
                    </Link>
                  ) : (
                    <span className="font-semibold text-gray-900">{certificate.title}</span>
                  )}
                  <CertificateStatus certificate={certificate} />
                </span>
              </li>
            ))}
          </ul>
          <p className="mt-3 text-sm text-gray-700">
            Download, share or hide them in{' '}
            <Link to="/account" className={linkClass}>
              My Account
            </Link>
            .
          </p>
        </>
      )}
    </section>
  );
}
