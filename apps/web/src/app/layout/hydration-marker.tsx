import { useEffect } from 'react';

/**
 * Marks the document once React owns the page's own content, so tooling can tell a page that merely
 * shows from one that answers (e2e fixtures wait for it). It sits inside the Suspense boundary that
 * holds the page: React may hydrate that boundary in a pass after the shell around it, and a marker
 * at the root said "hydrated" while the page's controls could still ignore a click.
 */
export function HydrationMarker() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}
