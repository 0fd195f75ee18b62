import type { ReactNode } from 'react';
import { PageSpinner } from '../../../components/spinner';
import { usePageTitle } from '../../../lib/use-page-title';
import { brand } from '../../../tenants';
import { useCurrentUser } from '../api/get-user-details';
import { AccountDataSection } from './account-data-section';
import { DeleteAccountSection } from './delete-account-section';
import { PasskeysSection } from './passkeys-section';
import { PasswordForm } from './password-form';
import { ProfileForm } from './profile-form';

/**
 * My Account for the embedded identity provider: change name and password, manage passkeys, download your data,
 * delete the account. `children` are the sections other features add (the app composes them:
 * features do not import each other).
 */
export default function AccountPage({ children }: { children?: ReactNode }) {
  usePageTitle('My Account');
  const { user, isSettled } = useCurrentUser();
  return (
    <div className="mx-auto max-w-2xl px-4 py-10 sm:px-8">
      <h1 className="text-3xl font-extrabold text-gray-900 sm:text-4xl">My Account</h1>
      {user ? (
        <>
          <p className="mt-3 text-gray-700">
            Signed in to {brand.academyName} as <span className="font-semibold">{user.login}</span>.
          </p>
          <div className="mt-8 space-y-8">
            <ProfileForm user={user} />
            <PasswordForm />
            <PasskeysSection />
            {children}
            <AccountDataSection />
            <DeleteAccountSection user={user} />
          </div>
        </>
      ) : isSettled ? (
        <p className="mt-3 text-gray-700">Your account could not be loaded. Please try again later.</p>
      ) : (
        <PageSpinner />
      )}
    </div>
  );
}
