import { lazy, Suspense } from 'react';
import { PageSpinner } from '../../components/spinner';
import { useCurrentUser } from '../../features/auth/api/get-user-details';
import { MyEmailsSection } from '../../features/auth/components/my-emails-section';
import { usePageTitle } from '../../lib/use-page-title';

/** The administrators' part loads with the other admin screens, and only for them. */
const PortalEmailsSection = lazy(() => import('./admin-screens').then((screens) => ({ default: screens.PortalEmailsSection })));

/**
 * /email, Manage Emails, in every signed-in user's account menu (spec section 6): a learner manages
 * their own notification addresses; an administrator also the portal's. Nobody meets Access Denied here.
 */
export default function ManageEmailsPage() {
  usePageTitle('Manage Emails');
  const { user } = useCurrentUser();
  return (
    <div className="mx-auto max-w-6xl space-y-10 px-4 py-8 sm:px-8">
      <h1 className="text-3xl font-extrabold text-gray-900 sm:text-4xl">Manage Emails</h1>
      <MyEmailsSection />
      {user?.isAdmin && (
        <Suspense fallback={<PageSpinner />}>
          <PortalEmailsSection />
        </Suspense>
      )}
    </div>
  );
}
