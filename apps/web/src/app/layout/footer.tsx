import { Link } from 'react-router';
import { brand, faviconHref } from '../../tenants';
import { openFeedbackDialog } from '../../lib/feedback-target';
import { footerGroups } from './nav-items';

const linkClass = 'text-sm text-gray-700 hover:text-brand hover:underline';

export function Footer() {
  return (
    <footer className="mt-16 border-t border-gray-200 bg-white">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:px-8 md:grid-cols-[2fr_1fr_1fr_1fr]">
        <div>
          <div className="flex items-center gap-2.5">
            <img src={faviconHref(brand)} alt="" width={32} height={32} className="h-8 w-8" />
            <p className="text-lg font-extrabold text-gray-900">{brand.academyName}</p>
          </div>
          <p className="mt-3 max-w-xs text-sm text-gray-700">{brand.footerTitle}</p>
        </div>
        {footerGroups(brand.variant).map((group) => (
          <nav key={group.title} aria-label={group.title}>
            <h2 className="text-sm font-bold uppercase tracking-wide text-gray-900">{group.title}</h2>
            <ul className="mt-3 space-y-2">
              {group.links.map((link) => (
                <li key={link.to}>
                  {link.newTab ? (
                    <a href={link.to} target="_blank" rel="noopener noreferrer" className={linkClass}>
                      {link.label}
                      <span className="sr-only"> (opens in a new tab)</span>
                    </a>
                  ) : (
                    <Link to={link.to} className={linkClass}>
                      {link.label}
                    </Link>
                  )}
                </li>
              ))}
              {group.hasFeedback && (
                <li>
                  <button type="button" onClick={openFeedbackDialog} className={linkClass}>
                    Give Feedback
                  </button>
                </li>
              )}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-gray-100">
        <p className="mx-auto max-w-6xl px-4 py-4 text-sm text-gray-600 sm:px-8">
          © {new Date().getFullYear()} {brand.academyName}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
