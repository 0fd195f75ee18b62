import { describe, expect, it } from 'vitest';
import { clearPendingSignIn, readPendingSignIn, safeOrigin, storeOrigin, storePendingSignIn, takeOrigin } from './sign-in-storage';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

describe('return origin', () => {
  it('returns to the stored address once, else to /', () => {
    const storage = memoryStorage();
    storeOrigin(storage, '/courses/helm?tab=outline#top');
    expect(takeOrigin(storage)).toBe('/courses/helm?tab=outline#top');
    expect(takeOrigin(storage)).toBe('/');
  });

  it('never returns to another site', () => {
    expect(safeOrigin('https://evil.example/')).toBe('/');
    expect(safeOrigin('//evil.example/')).toBe('/');
    expect(safeOrigin('/\\evil.example/')).toBe('/');
    expect(safeOrigin(null)).toBe('/');
    expect(safeOrigin('/admin')).toBe('/admin');
  });
});

describe('pending sign-in', () => {
  it('keeps the code verifier and state until cleared', () => {
    const storage = memoryStorage();
    storePendingSignIn(storage, { codeVerifier: 'v', state: 's' });
    expect(readPendingSignIn(storage)).toEqual({ codeVerifier: 'v', state: 's' });
    clearPendingSignIn(storage);
    expect(() => readPendingSignIn(storage)).toThrow('Code verifier not found in local storage');
  });
});
