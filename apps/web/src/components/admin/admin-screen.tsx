import type { ReactNode } from 'react';
import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { quietButton } from '../button-styles';
import { usePageTitle } from '../../lib/use-page-title';

interface AdminScreenProps {
  title: string;
  intro?: ReactNode;
  back?: { to: string; label: string };
  actions?: ReactNode;
  children: ReactNode;
}

/** The frame of every administration screen: a way back, the page's one h1, its actions. */
export function AdminScreen({ title, intro, back, actions, children }: AdminScreenProps) {
  usePageTitle(title);
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-8">
      {back && (
        <Link to={back.to} className={`${quietButton} -ml-2 mb-3`}>
          <ArrowLeft aria-hidden="true" className="h-4 w-4" />
          {back.label}
        </Link>
      )}
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h1 className="min-w-0 text-3xl font-extrabold break-words text-gray-900 sm:text-4xl">{title}</h1>
        {actions && <div className="flex flex-wrap gap-3">{actions}</div>}
      </div>
      {intro && <div className="mt-3 max-w-3xl text-gray-700">{intro}</div>}
      <div className="mt-6">{children}</div>
    </div>
  );
}
