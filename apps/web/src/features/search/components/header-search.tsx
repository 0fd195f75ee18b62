import { useId, useState, useSyncExternalStore, type FormEvent } from 'react';
import { SEARCH_QUERY_MAX } from '@academy/shared';
import { Search } from 'lucide-react';
import { useNavigate } from 'react-router';
import { openSearchPalette } from '../palette-store';

const PORTABLE_SHORTCUT = 'Ctrl K';
const platformShortcut = () => (/Mac|iPhone|iPad/.test(navigator.platform) ? '⌘K' : PORTABLE_SHORTCUT);
const unchanging = () => () => {};

/**
 * The key hint for this platform. The server has no navigator and renders the portable hint; the
 * browser hydrates with the same and then shows its own, so hydration never mismatches.
 */
const useShortcutHint = () => useSyncExternalStore(unchanging, platformShortcut, () => PORTABLE_SHORTCUT);

/** The header's search: a field on wide screens (Enter opens /search), a button opening the palette on phones. */
export function HeaderSearch() {
  const [text, setText] = useState('');
  const navigate = useNavigate();
  const inputId = useId();
  const shortcut = useShortcutHint();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const q = text.trim();
    if (!q) return openSearchPalette();
    setText('');
    void navigate(`/search?q=${encodeURIComponent(q)}`);
  };
  return (
    <div className="flex min-w-0 flex-1 justify-end">
      <form role="search" onSubmit={submit} className="relative hidden w-full max-w-xs desk:block">
        <label htmlFor={inputId} className="sr-only">
          Search the academy
        </label>
        <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-gray-500" />
        <input
          id={inputId}
          type="search"
          value={text}
          maxLength={SEARCH_QUERY_MAX}
          onChange={(event) => setText(event.target.value)}
          placeholder="Search…"
          aria-keyshortcuts="Control+K Meta+K /"
          className="h-10 w-full rounded-lg border border-gray-300 bg-white pr-16 pl-9 text-sm focus-visible:outline-3 focus-visible:outline-brand"
        />
        <kbd className="pointer-events-none absolute top-1/2 right-2 -translate-y-1/2 rounded border border-gray-300 px-1.5 text-xs text-gray-600">
          {shortcut}
        </kbd>
      </form>
      <button
        type="button"
        onClick={() => openSearchPalette()}
        aria-label="Search"
        aria-keyshortcuts="Control+K Meta+K /"
        className="flex h-10 w-10 shrink-0 items-center justify-center rounded-lg text-gray-700 hover:bg-brand-soft hover:text-brand desk:hidden"
      >
        <Search aria-hidden="true" className="h-5 w-5" />
      </button>
    </div>
  );
}
