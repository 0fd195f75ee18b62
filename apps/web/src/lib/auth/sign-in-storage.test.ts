import { describe, expect, it } from 'vitest';
import {
  clearPendingSignIn,
  readPendingSignIn,
  returnAddressOf,
  safeOrigin,
  signInAddress,
  storeOrigin,
  storePendingSignIn,
  takeOrigin,
} from './sign-in-storage';

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
    for (const bent of ['/\t/evil.example/', '/\n/evil.example/', '/\r\n/evil.example/', '/courses\\..\\/evil', '/a\x7f'])
      expect([bent, safeOrigin(bent)]).toEqual([bent, '/']);
    expect(safeOrigin(null)).toBe('/');
    expect(safeOrigin('/admin')).toBe('/admin');
  });
});

describe('the sign-in address', () => {
  it('carries the page to return to, which /auth reads back', () => {
    const href = signInAddress('/courses/helm?tab=outline#top');
    expect(href).toBe('/auth?returnTo=%2Fcourses%2Fhelm%3Ftab%3Doutline%23top');
    expect(returnAddressOf(new URL(href, 'http://kube.localhost').search)).toBe('/courses/helm?tab=outline#top');
  });

  it('returns home from the home page, from sign-in pages and from anything outside the app', () => {
    expect(signInAddress('/')).toBe('/auth');
    expect(signInAddress('/auth?returnTo=%2Fcourses')).toBe('/auth');
    expect(returnAddressOf('')).toBe('/');
    expect(returnAddressOf('?returnTo=%2Flogin%2Fcallback%3Fcode%3Dx')).toBe('/');
    expect(returnAddressOf('?returnTo=https%3A%2F%2Fevil.example%2F')).toBe('/');
    expect(returnAddressOf('?returnTo=%2F%2Fevil.example')).toBe('/');
    expect(returnAddressOf('?returnTo=%2F%09%2Fevil.example%2F')).toBe('/');
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
