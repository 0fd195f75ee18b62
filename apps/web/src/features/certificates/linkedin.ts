import type { PublicCertificate } from '@academy/shared';

/**
 * LinkedIn's "Add licence or certification" form, filled in: the learner confirms it on LinkedIn.
 * https://www.linkedin.com/profile/add?startTask=CERTIFICATION_NAME with the certification's name,
 * issuing organisation, issue year and month (1-12, UTC), and the verification address and id.
 */
export function linkedInAddToProfileUrl(
  certificate: Pick<PublicCertificate, 'title' | 'issuedAt' | 'verificationUrl' | 'certificateId'>,
  organizationName: string,
): string {
  const issued = new Date(certificate.issuedAt);
  const query = new URLSearchParams({
    startTask: 'CERTIFICATION_NAME',
    name: certificate.title,
    organizationName,
    issueYear: String(issued.getUTCFullYear()),
    issueMonth: String(issued.getUTCMonth() + 1),
    certUrl: certificate.verificationUrl,
    certId: certificate.certificateId,
  });
  return `https://www.linkedin.com/profile/add?${query.toString()}`;
}
