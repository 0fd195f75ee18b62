import { Suspense } from 'react';
import { PageSpinner } from '../../components/spinner';
import AccountPage from '../../features/auth/components/account-page';
import MyCertificates from '../../features/certificates/components/my-certificates';

/** /account: the account settings with the learner's certificates below them. */
export default function AccountRoute() {
  return (
    <AccountPage>
      <Suspense fallback={<PageSpinner />}>
        <MyCertificates />
      </Suspense>
    </AccountPage>
  );
}
