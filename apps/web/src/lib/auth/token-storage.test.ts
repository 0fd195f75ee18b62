import { describe, expect, it } from 'vitest';
import {
  dropStoredRefreshToken,
  readTokens,
  removeTokens,
  tokensFromResponse,
  TOKENS_KEY,
  writeTokens,
  type StoredTokens,
} from './token-storage';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

const tokens: StoredTokens = { accessToken: 'a', expiresAt: 5_000, idToken: 'i' };

describe('token storage', () => {
  it('writes, reads and removes the tokens', () => {
    const storage = memoryStorage();
    expect(readTokens(storage)).toBeNull();
    writeTokens(storage, tokens);
    expect(readTokens(storage)).toEqual(tokens);
    removeTokens(storage);
    expect(readTokens(storage)).toBeNull();
  });

  it('ignores stored values that are not tokens', () => {
    const storage = memoryStorage();
    storage.setItem(TOKENS_KEY, '{not json');
    expect(readTokens(storage)).toBeNull();
    storage.setItem(TOKENS_KEY, JSON.stringify({ accessToken: 'a' }));
    expect(readTokens(storage)).toBeNull();
  });
});

describe('tokensFromResponse', () => {
  it('keeps the access and ID token with the expiry from expires_in', () => {
    expect(tokensFromResponse({ access_token: 'a', expires_in: 125, id_token: 'i' }, 1_000)).toEqual({
      accessToken: 'a',
      expiresAt: 126_000,
      idToken: 'i',
    });
  });

  it('keeps the previous ID token when a refresh answer has none', () => {
    expect(tokensFromResponse({ access_token: 'b', expires_in: 60 }, 0, tokens)).toEqual({
      accessToken: 'b',
      expiresAt: 60_000,
      idToken: 'i',
    });
  });

  it("takes the token's exp claim when there is no expires_in", () => {
    const accessToken = `e30.${Buffer.from(JSON.stringify({ sub: 's', exp: 42 })).toString('base64url')}.x`;
    expect(tokensFromResponse({ access_token: accessToken }, 0).expiresAt).toBe(42_000);
  });
});

describe('dropStoredRefreshToken', () => {
  it('rewrites tokens stored with a refresh token without it, and leaves current ones alone', () => {
    const storage = memoryStorage();
    storage.setItem(TOKENS_KEY, JSON.stringify({ ...tokens, refreshToken: 'r' }));
    dropStoredRefreshToken(storage);
    expect(storage.getItem(TOKENS_KEY)).toBe(JSON.stringify(tokens));
    expect(readTokens(storage)).toEqual(tokens);
    dropStoredRefreshToken(storage);
    expect(storage.getItem(TOKENS_KEY)).toBe(JSON.stringify(tokens));
  });
});
