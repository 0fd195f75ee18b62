import { usePageTitle } from '../../../lib/use-page-title';

/** /admin: the entry of the administration area; its screens come with the administration work. */
export default function AdminPage() {
  usePageTitle('Administration');
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-8">
      <h1 className="text-3xl font-extrabold text-gray-900 sm:text-4xl">Administration</h1>
      <p className="mt-4 text-gray-700">
        You are signed in as an administrator. The administration screens (alerts, users, e-mails and API tokens) arrive with the administration work;
        none of them is available yet.
      </p>
    </div>
  );
}
