import { NotFoundPage } from '../../../components/not-found-page';

/** A certificate link that names nothing: mistyped, or of a certificate its holder hid (decision 025). */
export function CertificateNotFoundPage() {
  return (
    <NotFoundPage heading="Certificate not found" title="Certificate not found">
      No certificate is shown at this address. Check the link you were given: it may be mistyped, or the certificate's holder may have
      hidden it.
    </NotFoundPage>
  );
}
