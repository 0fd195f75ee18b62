import { lazy, Suspense, useEffect } from 'react';
import { closeSearchPalette, isPaletteShortcut, openSearchPalette, useSearchPalette } from '../palette-store';

/** The palette's code loads on first open; only the shortcut listener is on every page. */
const SearchPalette = lazy(() => import('./search-palette'));

export function SearchPaletteHost() {
  const { open, initialQuery } = useSearchPalette();
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isPaletteShortcut(event)) return;
      event.preventDefault();
      openSearchPalette();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <SearchPalette initialQuery={initialQuery} onClose={closeSearchPalette} />
    </Suspense>
  );
}
