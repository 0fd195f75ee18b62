import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const scrypt = (password: string, salt: Buffer, length: number, options: ScryptOptions) =>
  new Promise<Buffer>((resolve, reject) =>
    scryptCallback(password, salt, length, options, (error, key) => (error ? reject(error) : resolve(key))),
  );

/**
 * scrypt at OWASP's current guidance, N=2^17, r=8, p=1: 128 MiB and a few hundred milliseconds per
 * hash, stored with its parameters. Node refuses more than 32 MiB unless told, so `maxmem` allows
 * twice the need; it also bounds what a stored hash with inflated parameters could make us spend.
 */
const PRODUCTION_PASSWORD_COST = 17;
const PASSWORD_PARAMETERS = { N: 2 ** PRODUCTION_PASSWORD_COST, r: 8, p: 1 };
const MAX_MEMORY = 256 * 1024 * 1024;

/**
 * The process's cost (log2 of N), from PASSWORD_HASH_COST at start. Production refuses less than
 * 2^17; the test suites run at 2^14 so their hundreds of sign-ins do not dominate CI, while the
 * hashing tests pin the production cost.
 */
export function setPasswordCost(log2N: number): void {
  PASSWORD_PARAMETERS.N = 2 ** log2N;
}
const KEY_LENGTH = 32;

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const { N, r, p } = PASSWORD_PARAMETERS;
  const key = await scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, { N, r, p, maxmem: MAX_MEMORY });
  return ['scrypt', N, r, p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64url');
  const actual = await scrypt(password.normalize('NFKC'), Buffer.from(salt, 'base64url'), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem: MAX_MEMORY,
  });
  return timingSafeEqual(actual, expected);
}

/** A hash made with other parameters than today's; it is replaced the next time its password is proven. */
export function needsRehash(stored: string): boolean {
  const [scheme, n, r, p] = stored.split('$');
  const { N, r: blockSize, p: parallelism } = PASSWORD_PARAMETERS;
  return scheme !== 'scrypt' || Number(n) !== N || Number(r) !== blockSize || Number(p) !== parallelism;
}

/** Spends the same time as a real check, so an unknown e-mail cannot be told from a wrong password. */
const decoys = new Map<number, Promise<string>>();
export async function verifyAgainstDecoy(password: string): Promise<false> {
  const { N } = PASSWORD_PARAMETERS;
  if (!decoys.has(N)) decoys.set(N, hashPassword(randomBytes(12).toString('hex')));
  await verifyPassword(password, await decoys.get(N)!);
  return false;
}
