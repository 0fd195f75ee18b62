import { Link } from 'react-router';
import { usePageTitle } from '../lib/use-page-title';
import { primaryButton } from './button-styles';

export function NotFoundPage() {
  usePageTitle('Page not found');
  return (
    <div className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center px-4 py-16 text-center">
      <p className="text-6xl font-extrabold text-brand" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-2xl font-bold text-gray-900">Sorry, the page you are looking for doesn't exist</h1>
      <Link to="/" className={`${primaryButton} mt-8`}>
        Back to home page
      </Link>
    </div>
  );
}
