import { Link } from 'react-router';

export interface Crumb {
  to: string;
  label: string;
}

const LINK_TONES = {
  default: 'font-semibold text-brand-strong hover:underline',
  /** On the brand-coloured banner of a path. */
  inverse: 'font-semibold text-white underline-offset-2 hover:underline',
};

/** The way back up from a page: its parents, outermost first. */
export function Breadcrumbs({ trail, tone = 'default' }: { trail: Crumb[]; tone?: keyof typeof LINK_TONES }) {
  return (
    <nav aria-label="Breadcrumb" className="text-sm">
      <ol className="flex flex-wrap items-center gap-1.5 text-gray-600">
        {trail.map((crumb, index) => (
          <li key={crumb.to} className="flex items-center gap-1.5">
            {index > 0 && <span aria-hidden="true">/</span>}
            <Link to={crumb.to} className={LINK_TONES[tone]}>
              {crumb.label}
            </Link>
          </li>
        ))}
      </ol>
    </nav>
  );
}
