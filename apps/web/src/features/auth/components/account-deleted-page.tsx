import { Link } from 'react-router';
import { primaryButton } from '../../../components/button-styles';
import { usePageTitle } from '../../../lib/use-page-title';
import { brand } from '../../../tenants';

/** Where the browser lands once the account is deleted and signed out (decision 026). */
export default function AccountDeletedPage() {
  usePageTitle('Account deleted');
  return (
    <div className="mx-auto max-w-2xl px-4 py-16 text-center sm:px-8">
      <h1 className="text-3xl font-extrabold text-gray-900">Your account was deleted</h1>
      <p className="mt-4 text-gray-700">
        We removed your personal data from {brand.academyName} and signed you out everywhere. Ratings you gave stay without anything that
        points to you. Thank you for learning with us.
      </p>
      <Link to="/" className={`${primaryButton} mt-8`}>
        Back to home page
      </Link>
    </div>
  );
}
