import { describe, expect, it } from 'vitest';
import { CHUNK_RELOAD_KEY, shouldReloadAfterChunkError } from './chunk-reload';

function memoryStorage() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
  };
}

describe('shouldReloadAfterChunkError', () => {
  it('reloads once, then lets the error through', () => {
    const storage = memoryStorage();
    expect(shouldReloadAfterChunkError(storage)).toBe(true);
    expect(storage.getItem(CHUNK_RELOAD_KEY)).toBe('1');
    expect(shouldReloadAfterChunkError(storage)).toBe(false);
  });

  it('reloads again after a successful load cleared the flag', () => {
    const storage = memoryStorage();
    shouldReloadAfterChunkError(storage);
    storage.removeItem(CHUNK_RELOAD_KEY);
    expect(shouldReloadAfterChunkError(storage)).toBe(true);
  });
});
