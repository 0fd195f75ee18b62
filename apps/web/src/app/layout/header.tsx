import { lazy, Suspense } from 'react';
import { CircleUser, LogIn, Menu, X } from 'lucide-react';
import { Link } from 'react-router';
import { HeaderSearch } from '../../features/search/components/header-search';
import { useSession } from '../../lib/auth/session';
import { useSignInHref } from '../../lib/auth/use-sign-in';
import { brand, faviconHref } from '../../tenants';
import { openFeedbackDialog } from '../../lib/feedback-target';

/** Anonymous visitors never load the menu's code. */
const AccountMenu = lazy(() => import('../../features/auth/components/account-menu'));

interface HeaderProps {
  navOpen: boolean;
  onToggleNav: () => void;
}

export function Header({ navOpen, onToggleNav }: HeaderProps) {
  return (
    <header className="sticky top-0 z-40 h-16 border-b border-gray-200 bg-white/95 backdrop-blur">
      <div className="flex h-full items-center gap-2 px-2 sm:gap-3 sm:px-3">
        <NavToggle open={navOpen} onToggle={onToggleNav} />
        <Link to="/" className="flex min-w-0 items-center gap-2.5 rounded-md pr-2">
          <img src={faviconHref(brand)} alt="" width={36} height={36} className="h-9 w-9 shrink-0" />
          <span className="min-w-0 leading-tight">
            <span className="block text-[15px] leading-tight font-extrabold tracking-tight text-gray-900 sm:truncate sm:text-lg">
              {brand.academyName}
            </span>
            <span className="hidden truncate text-xs text-gray-600 md:block">{brand.tagline}</span>
          </span>
        </Link>
        <HeaderSearch />
        <AccountEntry />
      </div>
    </header>
  );
}

/**
 * The account menu of a signed-in user, or the way to sign in: in the header, or in the side menu
 * when an operator hides the header (`compact`: an icon in the collapsed rail).
 */
export function AccountEntry({ compact = false }: { compact?: boolean }) {
  const { isAuthenticated } = useSession();
  if (isAuthenticated) {
    return (
      <Suspense fallback={<CircleUser aria-hidden="true" className="ml-auto h-6 w-6 text-brand" />}>
        <AccountMenu onGiveFeedback={openFeedbackDialog} />
      </Suspense>
    );
  }
  return <LogInLink compact={compact} />;
}

/** Goes to /auth with the current address as the return origin (in the link, so it works before hydration). */
function LogInLink({ compact }: { compact: boolean }) {
  return (
    <Link
      to={useSignInHref()}
      aria-label={compact ? 'Log In / Register' : undefined}
      className="ml-auto flex shrink-0 items-center gap-2 rounded-lg bg-brand px-2.5 py-2 text-sm font-semibold whitespace-nowrap text-white hover:bg-brand-strong sm:px-4"
    >
      {compact ? <LogIn aria-hidden="true" className="h-5 w-5" /> : 'Log In / Register'}
    </Link>
  );
}

export function NavToggle({ open, onToggle }: { open: boolean; onToggle: () => void }) {
  return (
    <button
      type="button"
      onClick={onToggle}
      aria-expanded={open}
      aria-controls="side-nav"
      aria-label={open ? 'Close navigation menu' : 'Open navigation menu'}
      className="flex h-10 w-10 shrink-0 items-center justify-center rounded-lg text-gray-700 hover:bg-brand-soft hover:text-brand"
    >
      {open ? <X aria-hidden="true" className="h-6 w-6" /> : <Menu aria-hidden="true" className="h-6 w-6" />}
    </button>
  );
}
