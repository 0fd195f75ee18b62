import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { usePageTitle } from '../lib/use-page-title';
import { primaryButton } from './button-styles';

/** The spec's not-found page; a screen whose address names one kind of thing may say which, and why it may be missing. */
export function NotFoundPage({
  heading = "Sorry, the page you are looking for doesn't exist",
  title = 'Page not found',
  children,
}: {
  heading?: string;
  title?: string;
  children?: ReactNode;
}) {
  usePageTitle(title);
  return (
    <div className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center px-4 py-16 text-center">
      <p className="text-6xl font-extrabold text-brand" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-2xl font-bold text-gray-900">{heading}</h1>
      {children && <p className="mt-4 text-gray-700">{children}</p>}
      <Link to="/" className={`${primaryButton} mt-8`}>
        Back to home page
      </Link>
    </div>
  );
}
