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

export function lazyScreen<T extends ComponentType<object>>(load: () => Promise<{ default: T }>) {
  return lazy(async () => {
    try {
      const module = await load();
      window.sessionStorage.removeItem(CHUNK_RELOAD_KEY);
      return module;
    } catch (error) {
      if (shouldReloadAfterChunkError(window.sessionStorage)) {
        window.location.reload();
        return new Promise<never>(() => undefined);
      }
      throw error;
    }
  });
}
