import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { useTargetLocationKey } from '../../lib/navigation';

/** A navigation that answers within this long shows nothing, so quick pages do not flicker. */
export const PROGRESS_DELAY_MS = 200;

/**
 * A bar across the top of the window while an in-app navigation waits for the next page's code or
 * data: React keeps the old page on screen meanwhile (the router renders in a transition), which
 * otherwise looks frozen (issue 17, point 4).
 */
export function NavigationProgress() {
  const { key } = useLocation();
  const target = useTargetLocationKey();
  const pending = target !== null && target !== key;
  const [shownFor, setShownFor] = useState<string | null>(null);

  useEffect(() => {
    if (!pending) return;
    const timer = window.setTimeout(() => setShownFor(target), PROGRESS_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [pending, target]);

  if (!pending || shownFor !== target) return null;
  return (
    <div role="progressbar" aria-label="Loading the next page" className="fixed inset-x-0 top-0 z-[80] h-1 overflow-hidden bg-brand-soft">
      <div className="navigation-progress h-full w-1/3 bg-brand" />
    </div>
  );
}
