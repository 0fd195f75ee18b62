import { apiCalls } from '@academy/shared';
import { contractPath, downloadFromApi } from '../../../lib/api-client';

/** The PDF with the learner's bearer: a hidden certificate's PDF is theirs alone, which a plain link cannot prove. */
export function downloadCertificate(certificateId: string) {
  return downloadFromApi(
    contractPath(apiCalls.certificates.pdf.path, { certificateId }),
    undefined,
    'certificate.pdf',
    'application/pdf, application/json',
  );
}
