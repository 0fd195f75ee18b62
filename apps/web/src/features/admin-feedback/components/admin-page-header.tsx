import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** Breadcrumb back to the administration area, the screen's heading and what it shows. */
export function AdminPageHeader({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <header>
      <nav aria-label="Breadcrumb" className="text-sm">
        <Link to="/admin" className="font-semibold text-brand-strong hover:underline">
          Administration
        </Link>
      </nav>
      <h1 className="mt-3 text-3xl font-extrabold text-gray-900 sm:text-4xl">{heading}</h1>
      <p className="mt-3 max-w-3xl text-gray-700">{children}</p>
    </header>
  );
}
