import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { createHashGate } from './password-hash-gate';

/** Two hashes at once and eight waiting unless PASSWORD_HASH_CONCURRENCY and PASSWORD_HASH_QUEUE say otherwise. */
let gate = createHashGate(2, 8);

/** The process's bound on concurrent and waiting password hashes, from the configuration at start. */
export function setPasswordHashConcurrency(concurrency: number, queue: number): void {
  gate = createHashGate(concurrency, queue);
}

/** Every hash and check passes the gate, so a flood of sign-ins cannot take the process's memory. */
const scrypt = (password: string, salt: Buffer, length: number, options: ScryptOptions) =>
  gate.run(
    () =>
      new Promise<Buffer>((resolve, reject) =>
        scryptCallback(password, salt, length, options, (error, key) => (error ? reject(error) : resolve(key))),
      ),
  );

/**
 * scrypt at OWASP's current guidance, N=2^17, r=8, p=1: 128 MiB and a few hundred milliseconds per
 * hash, stored with its parameters.
 */
const PRODUCTION_PASSWORD_COST = 17;
const PASSWORD_PARAMETERS = { N: 2 ** PRODUCTION_PASSWORD_COST, r: 8, p: 1 };

/**
 * The costs (log2 N) PASSWORD_HASH_COST may choose. Every release must verify every cost any
 * release may have written, so that a rollback never locks out those who signed in on the newer one.
 */
export const PASSWORD_COST_RANGE = { min: 14, max: 20 } as const;
/** Hashes the product wrote before the cost was raised (2^15) still verify; nothing writes below 2^14 now. */
const LOWEST_STORED_COST = 10;
const MAX_BLOCK_SIZE = 16;
const MAX_PARALLELISM = 4;

/**
 * What scrypt needs for these parameters (OpenSSL's check: 128·r·(N+2) for V plus 128·r·p for B).
 * Node refuses more than 32 MiB unless told, so `maxmem` is sized from the stored parameters, which
 * the bounds above keep from making us spend what no release would write.
 */
const memoryFor = (N: number, r: number, p: number) => 128 * r * (N + 2 + p);

/** Bytes that `concurrency` hashes at this cost hold at once, outside the JavaScript heap (128·r·N each). */
export const hashMemory = (log2N: number, concurrency: number) => concurrency * 128 * PASSWORD_PARAMETERS.r * 2 ** log2N;

/**
 * The process's cost (log2 of N), from PASSWORD_HASH_COST at start. Production refuses less than
 * 2^17; the test suites run at 2^14 so their hundreds of sign-ins do not dominate CI, while the
 * hashing tests pin the production cost.
 */
export function setPasswordCost(log2N: number): void {
  if (log2N < PASSWORD_COST_RANGE.min || log2N > PASSWORD_COST_RANGE.max)
    throw new RangeError(`the password cost must be ${PASSWORD_COST_RANGE.min}-${PASSWORD_COST_RANGE.max}`);
  PASSWORD_PARAMETERS.N = 2 ** log2N;
}
const KEY_LENGTH = 32;

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const { N, r, p } = PASSWORD_PARAMETERS;
  const key = await scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, { N, r, p, maxmem: memoryFor(N, r, p) });
  return ['scrypt', N, r, p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** Parameters within what a release may write: a power of two N in range, and modest r and p. */
function acceptedParameters(N: number, r: number, p: number): boolean {
  const log2N = Math.log2(N);
  return (
    Number.isInteger(log2N) &&
    log2N >= LOWEST_STORED_COST &&
    log2N <= PASSWORD_COST_RANGE.max &&
    Number.isInteger(r) &&
    r >= 1 &&
    r <= MAX_BLOCK_SIZE &&
    Number.isInteger(p) &&
    p >= 1 &&
    p <= MAX_PARALLELISM
  );
}

/** False for a wrong password, and for a stored hash no release could have written (it is not computed). */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = stored.split('$');
  const [N, blockSize, parallelism] = [Number(n), Number(r), Number(p)];
  if (scheme !== 'scrypt' || !salt || !key || !acceptedParameters(N, blockSize, parallelism)) return false;
  const expected = Buffer.from(key, 'base64url');
  if (expected.length !== KEY_LENGTH) return false;
  const actual = await scrypt(password.normalize('NFKC'), Buffer.from(salt, 'base64url'), expected.length, {
    N,
    r: blockSize,
    p: parallelism,
    maxmem: memoryFor(N, blockSize, parallelism),
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
