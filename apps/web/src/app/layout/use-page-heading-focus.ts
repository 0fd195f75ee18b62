import { useEffect, useRef, type RefObject } from 'react';
import { useLocation } from 'react-router';

function focusHeading(heading: HTMLElement) {
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.focus({ preventScroll: true });
}

/**
 * After an in-app navigation, focus moves to the new page's h1, so keyboard and screen reader users
 * start on the page they opened instead of on the link they left (issue 17, point 4). Not on the
 * first load: the browser starts a loaded document at its top itself. A page still drawing its
 * spinner gets the focus when its heading appears, unless the user has moved focus meanwhile.
 */
export function usePageHeadingFocus(main: RefObject<HTMLElement | null>) {
  const { pathname } = useLocation();
  const shown = useRef(pathname);

  useEffect(() => {
    const container = main.current;
    if (shown.current === pathname || !container) return;
    shown.current = pathname;
    const heading = container.querySelector<HTMLElement>('h1');
    if (heading) {
      focusHeading(heading);
      return;
    }
    const focusedBefore = document.activeElement;
    const observer = new MutationObserver(() => {
      const arrived = container.querySelector<HTMLElement>('h1');
      if (!arrived) return;
      observer.disconnect();
      const focused = document.activeElement;
      if (focused === focusedBefore || focused === document.body || focused === null) focusHeading(arrived);
    });
    observer.observe(container, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [pathname, main]);
}
