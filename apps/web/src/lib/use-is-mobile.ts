import { useSyncExternalStore } from 'react';

/** Spec: mobile means a screen width of 700 px or less. */
export const MOBILE_MAX_WIDTH = 700;
const query = `(max-width: ${MOBILE_MAX_WIDTH}px)`;

function subscribe(onChange: () => void) {
  const list = window.matchMedia(query);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

/** A server render knows no screen: it and hydration draw the wide layout, the narrow one follows at once. */
export function useIsMobile(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}
