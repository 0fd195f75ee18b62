import type { ReactNode } from 'react';
import { Breadcrumbs } from '../../../../components/breadcrumbs';

/** Breadcrumb back to the administration area, the screen's heading and what it shows. */
export function AdminPageHeader({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <header>
      <Breadcrumbs trail={[{ to: '/admin', label: 'Administration' }]} />
      <h1 className="mt-3 text-3xl font-extrabold text-gray-900 sm:text-4xl">{heading}</h1>
      <p className="mt-3 max-w-3xl text-gray-700">{children}</p>
    </header>
  );
}
