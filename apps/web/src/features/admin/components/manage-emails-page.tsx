import { usePageTitle } from '../../../lib/use-page-title';

/** /email: notification e-mail addresses; the screen comes with the administration work. */
export default function ManageEmailsPage() {
  usePageTitle('Manage Emails');
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-8">
      <h1 className="text-3xl font-extrabold text-gray-900 sm:text-4xl">Manage Emails</h1>
      <p className="mt-4 text-gray-700">
        Adding, verifying, editing and deleting notification e-mail addresses arrives with the administration work; it is not available yet.
      </p>
    </div>
  );
}
