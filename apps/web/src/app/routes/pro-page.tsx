import { ExternalLink } from 'lucide-react';
import { Link } from 'react-router';
import { primaryButton } from '../../components/button-styles';
import { useSession } from '../../lib/auth/session';
import { useSignInHref } from '../../lib/auth/use-sign-in';
import { useRuntimeConfig } from '../../lib/runtime-config';
import { usePageTitle } from '../../lib/use-page-title';
import { brand } from '../../tenants';

/**
 * The pro plan of the portal (decision 021): what it adds, and the operator's way to get it, their
 * own page (PRO_UPGRADE_URL) or, without one, the contact form with the subject filled in.
 */
export default function ProPage() {
  usePageTitle('The pro plan');
  const { proUpgradeUrl } = useRuntimeConfig();
  const { isAuthenticated } = useSession();
  const signInHref = useSignInHref();
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-8">
      <h1 className="text-3xl font-extrabold text-gray-900 sm:text-4xl">The pro plan</h1>
      <p className="mt-4 text-lg text-gray-800">
        A free {brand.academyName} account opens most courses, guides and paths. Pro learners also get:
      </p>
      <ul className="mt-4 list-disc space-y-2 pl-6 text-gray-800">
        <li>every pro lesson, lab and guide, marked with a lock for everyone else;</li>
        <li>one certification exam voucher per year.</li>
      </ul>
      <p className="mt-4 text-gray-800">Pro is tied to your account: sign in with the same account once it is pro and the locks open.</p>
      <div className="mt-8 flex flex-wrap items-center gap-3" data-testid="pro-action">
        {proUpgradeUrl ? (
          <a href={proUpgradeUrl} target="_blank" rel="noopener noreferrer" className={primaryButton}>
            Become a pro learner
            <ExternalLink aria-hidden="true" className="h-4 w-4" />
            <span className="sr-only">(opens in a new tab)</span>
          </a>
        ) : (
          <Link to={`/contact?subject=${encodeURIComponent('Becoming a pro learner')}`} className={primaryButton}>
            Ask us about pro
          </Link>
        )}
        {!isAuthenticated && (
          <Link to={signInHref} className="font-semibold text-brand-strong underline">
            Already pro? Sign in
          </Link>
        )}
      </div>
    </div>
  );
}
