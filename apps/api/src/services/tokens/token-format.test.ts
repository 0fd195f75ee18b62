import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { TOKEN_PREFIX } from '@academy/shared';
import { checksumOf, generateToken, hashToken, hasValidChecksum, looksLikeToken, TOKEN_LENGTH } from './token-format';

const RANDOM = 'abcdefghijklmnopqrstuvwxyzABCDEF';
const valid = `${TOKEN_PREFIX}${RANDOM}${checksumOf(RANDOM)}`;

describe('personal access token format', () => {
  it('generates prefixed base62 tokens of a fixed length that pass their own checksum', () => {
    const tokens = Array.from({ length: 200 }, generateToken);
    for (const token of tokens) {
      expect(token).toMatch(/^acad_pat_[0-9A-Za-z]{38}$/);
      expect(token).toHaveLength(TOKEN_LENGTH);
      expect(hasValidChecksum(token)).toBe(true);
    }
    expect(new Set(tokens).size).toBe(tokens.length);
  });

  it.each([
    ['', '000000'],
    ['a', '4GEHKN'],
    [RANDOM, checksumOf(RANDOM)],
  ])('checksum of %j is six base62 digits', (random, expected) => {
    expect(checksumOf(random)).toBe(expected);
    expect(expected).toMatch(/^[0-9A-Za-z]{6}$/);
  });

  it.each([
    ['a well-formed token', valid, true],
    ['the last checksum digit changed', valid.slice(0, -1) + (valid.endsWith('0') ? '1' : '0'), false],
    ['one random character changed', valid.replace('abc', 'abd'), false],
    ['no prefix', valid.slice(TOKEN_PREFIX.length), false],
    ['another prefix', `ghp_${valid.slice(TOKEN_PREFIX.length)}`, false],
    ['one character short', valid.slice(0, -1), false],
    ['one character long', `${valid}0`, false],
    ['a non-base62 character', valid.replace('abc', 'ab-'), false],
    ['trailing whitespace', `${valid} `, false],
    ['empty', '', false],
  ])('%s: checksum valid is %s', (_label, token, expected) => {
    expect(hasValidChecksum(token)).toBe(expected);
  });

  it.each([
    [valid, true],
    ['eyJhbGciOiJSUzI1NiJ9.e30.sig', false],
    ['acad_pat', false],
  ])('tells a personal access token (%s) from a sign-in token', (bearer, expected) => {
    expect(looksLikeToken(bearer)).toBe(expected);
  });

  it('hashes with SHA-256 as lowercase hex', () => {
    expect(hashToken(valid)).toBe(createHash('sha256').update(valid).digest('hex'));
    expect(hashToken(valid)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashToken(valid)).not.toContain(RANDOM);
  });
});
