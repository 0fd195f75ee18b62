import { startTransition, useEffect, useState } from 'react';

/** Spec: mobile means a screen width of 700 px or less. */
export const MOBILE_MAX_WIDTH = 700;
const query = `(max-width: ${MOBILE_MAX_WIDTH}px)`;

/**
 * A server render knows no screen: it and hydration draw the wide layout (the stylesheet lays it out
 * for a phone), and the narrow one follows as a transition, which React renders in slices between
 * the browser's other work; a store read at render time would redraw the shell in one piece right
 * after hydration on every phone (decision 074).
 */
export function useIsMobile(): boolean {
  const [isMobile, setIsMobile] = useState(false);
  useEffect(() => {
    const list = window.matchMedia(query);
    const follow = () => startTransition(() => setIsMobile(list.matches));
    follow();
    list.addEventListener('change', follow);
    return () => list.removeEventListener('change', follow);
  }, []);
  return isMobile;
}
