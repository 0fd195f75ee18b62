import { useSyncExternalStore } from 'react';
import { scopedState } from '../../lib/render-scope';

/**
 * Whether the search palette is open, and the text it opens with. The app shell hosts the one
 * palette; the header field, its phone button and the keyboard shortcuts only ask for it.
 */
const CLOSED = { open: false, initialQuery: '' };
const state = scopedState<{ open: boolean; initialQuery: string }>(CLOSED);
const listeners = new Set<() => void>();

function setState(next: typeof CLOSED) {
  state.set(next);
  for (const listener of listeners) listener();
}

export const openSearchPalette = (initialQuery = '') => setState({ open: true, initialQuery });
export const closeSearchPalette = () => setState(CLOSED);

export function useSearchPalette() {
  return useSyncExternalStore(
    (onChange) => {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
    state.get,
    // A page rendered on the server has the palette closed.
    () => CLOSED,
  );
}

/** Typing in a field, `/` is a character, not the shortcut. */
function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/** Ctrl-K or Cmd-K anywhere, and `/` outside a field, open the palette. */
export function isPaletteShortcut(event: KeyboardEvent): boolean {
  if (event.key.toLowerCase() === 'k' && (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey) return true;
  return event.key === '/' && !event.ctrlKey && !event.metaKey && !event.altKey && !isTyping(event.target);
}
