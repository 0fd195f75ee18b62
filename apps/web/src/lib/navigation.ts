import { useSyncExternalStore } from 'react';

type Navigate = (to: string) => void;

/** The router registers itself here so the API client can send a visitor to /not-found. */
let navigateImpl: Navigate = (to) => window.location.assign(to);

export function registerNavigator(navigate: Navigate) {
  navigateImpl = navigate;
}

export function navigateTo(to: string) {
  navigateImpl(to);
}

/** What the progress bar needs of the browser router: the location it is going to, as soon as it knows it. */
export interface RouterLocations {
  readonly state: { readonly location: { readonly key: string } };
  subscribe(listener: () => void): () => void;
}

let routerImpl: RouterLocations | null = null;

export function registerRouterLocations(router: RouterLocations) {
  routerImpl = router;
}

const subscribe = (listener: () => void) => routerImpl?.subscribe(listener) ?? (() => undefined);

/**
 * The key of the location the router has moved to. React Router renders a navigation in a transition,
 * so while the new page waits for its code or data the old page stays on screen with the old
 * location; a key differing from `useLocation().key` means a navigation is under way. Null on the
 * server and before the router exists.
 */
export function useTargetLocationKey(): string | null {
  return useSyncExternalStore(
    subscribe,
    () => routerImpl?.state.location.key ?? null,
    () => null,
  );
}
