import { Suspense, useEffect, useRef, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { PageSpinner } from '../../components/spinner';
import { AlertBanner } from '../../features/alerts/components/alert-banner';
import { useUnknownAccount } from '../../features/auth/api/get-user-details';
import { EmailVerificationNotice } from '../../features/auth/components/email-verification-notice';
import { UnknownAccountScreen } from '../../features/auth/components/unknown-account-screen';
import { SearchPaletteHost } from '../../features/search/components/search-palette-host';
import { useRuntimeConfig } from '../../lib/runtime-config';
import { useIsMobile } from '../../lib/use-is-mobile';
import { FeedbackDialog } from './feedback-dialog';
import { Footer } from './footer';
import { Header } from './header';
import { HydrationMarker } from './hydration-marker';
import { NavigationProgress } from './navigation-progress';
import { NotificationsHost } from './notifications-host';
import { SideNav } from './side-nav';
import { usePageHeadingFocus } from './use-page-heading-focus';

export function AppShell() {
  const { displayHeader } = useRuntimeConfig();
  const { pathname } = useLocation();
  const isMobile = useIsMobile();
  // The menu is open on the page it was opened on, so any route change closes it (spec).
  const [navOpenOn, setNavOpenOn] = useState<string | null>(null);
  const navOpen = navOpenOn === pathname;
  const setNavOpen = (open: boolean) => setNavOpenOn(open ? pathname : null);
  const { isUnknown } = useUnknownAccount();
  const main = useRef<HTMLElement>(null);
  usePageHeadingFocus(main);

  // Spec: every route change starts the new page at the top.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);

  return (
    <div className="flex min-h-dvh flex-col">
      <NavigationProgress />
      <a
        href="#main-content"
        className="sr-only z-[70] rounded-md bg-white px-4 py-2 font-semibold text-brand focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to main content
      </a>
      {displayHeader && <Header navOpen={navOpen} onToggleNav={() => setNavOpen(!navOpen)} />}
      <div className="flex flex-1">
        <SideNav
          open={navOpen}
          isMobile={isMobile}
          withToggle={!displayHeader}
          onToggle={() => setNavOpen(!navOpen)}
          onClose={() => setNavOpen(false)}
        />
        <div className="flex min-w-0 flex-1 flex-col">
          {!pathname.includes('/auth') && <AlertBanner />}
          <EmailVerificationNotice />
          <main ref={main} id="main-content" tabIndex={-1} className="flex-1 outline-none">
            {isUnknown ? (
              <>
                <UnknownAccountScreen />
                <HydrationMarker />
              </>
            ) : (
              <Suspense fallback={<PageSpinner />}>
                <Outlet />
                <HydrationMarker />
              </Suspense>
            )}
          </main>
          <Footer />
        </div>
      </div>
      <NotificationsHost />
      <FeedbackDialog />
      <SearchPaletteHost />
    </div>
  );
}
