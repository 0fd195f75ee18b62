import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { crc32 } from 'node:zlib';
import { TOKEN_PREFIX } from '@academy/shared';

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const TOKEN_RANDOM_LENGTH = 32;
const TOKEN_CHECKSUM_LENGTH = 6;
export const TOKEN_LENGTH = TOKEN_PREFIX.length + TOKEN_RANDOM_LENGTH + TOKEN_CHECKSUM_LENGTH;
const TOKEN_PATTERN = new RegExp(`^${TOKEN_PREFIX}[0-9A-Za-z]{${TOKEN_RANDOM_LENGTH + TOKEN_CHECKSUM_LENGTH}}$`);

/** A CRC32 as six base62 digits (62^6 > 2^32), left-padded with zeros. */
export function checksumOf(random: string): string {
  let value = crc32(random);
  let digits = '';
  for (let index = 0; index < TOKEN_CHECKSUM_LENGTH; index += 1) {
    digits = BASE62[value % 62] + digits;
    value = Math.floor(value / 62);
  }
  return digits;
}

/** `acad_pat_` + 32 random base62 characters (about 190 bits) + their checksum. */
export function generateToken(): string {
  let random = '';
  for (let index = 0; index < TOKEN_RANDOM_LENGTH; index += 1) random += BASE62[randomInt(62)];
  return TOKEN_PREFIX + random + checksumOf(random);
}

/** Whether a bearer is meant as a personal access token (rather than a sign-in JWT). */
export const looksLikeToken = (bearer: string) => bearer.startsWith(TOKEN_PREFIX);

/**
 * Shape and checksum only: a typo or a made-up token is refused without a database look-up,
 * and secret scanners can tell a real token from random text the same way.
 */
export function hasValidChecksum(token: string): boolean {
  if (!TOKEN_PATTERN.test(token)) return false;
  const random = token.slice(TOKEN_PREFIX.length, TOKEN_PREFIX.length + TOKEN_RANDOM_LENGTH);
  const given = Buffer.from(token.slice(-TOKEN_CHECKSUM_LENGTH));
  return timingSafeEqual(given, Buffer.from(checksumOf(random)));
}

/** Only this is stored: the token has enough entropy that a plain SHA-256 cannot be reversed. */
export const hashToken = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');
