import { lazy, type ComponentType } from 'react';

export const CHUNK_RELOAD_KEY = 'academy.chunk-reload';

type FlagStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/**
 * A screen's chunk can vanish when a new release replaces the hashed files: reload once to pick up
 * the new index.html, but never loop when the chunk is really broken.
 */
export function shouldReloadAfterChunkError(storage: FlagStorage): boolean {
  if (storage.getItem(CHUNK_RELOAD_KEY)) return false;
  storage.setItem(CHUNK_RELOAD_KEY, '1');
  return true;
}

async function loadOrReload<T>(load: () => Promise<T>): Promise<T> {
  try {
    const module = await load();
    globalThis.sessionStorage?.removeItem(CHUNK_RELOAD_KEY);
    return module;
  } catch (error) {
    if (typeof window !== 'undefined' && shouldReloadAfterChunkError(window.sessionStorage)) {
      window.location.reload();
      return new Promise<never>(() => undefined);
    }
    throw error;
  }
}

export type LazyScreen<T extends ComponentType<object>> = ReturnType<typeof lazy<T>> & { preload(): Promise<unknown> };

/**
 * A screen loaded on first use. `preload` fetches it ahead; once loaded, React gets it in the same
 * tick (a thenable that answers at once), so hydrating a server-rendered page never suspends on it.
 */
export function lazyScreen<T extends ComponentType<object>>(load: () => Promise<{ default: T }>): LazyScreen<T> {
  let loaded: { default: T } | undefined;
  let loading: Promise<{ default: T }> | undefined;
  const preload = () => {
    loading ??= loadOrReload(load).then((module) => (loaded = module));
    return loading;
  };
  const screen = lazy(() =>
    loaded ? ({ then: (resolve: (module: { default: T }) => void) => resolve(loaded!) } as Promise<{ default: T }>) : preload(),
  );
  return Object.assign(screen, { preload });
}

/** Whether a route element's component is a lazy screen, to load it before hydration. */
export function isLazyScreen(type: unknown): type is LazyScreen<ComponentType<object>> {
  return typeof type === 'object' && type !== null && typeof (type as { preload?: unknown }).preload === 'function';
}
