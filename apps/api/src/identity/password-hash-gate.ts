import { HttpError } from '../errors';

/** Seconds a client refused by a full queue is asked to wait: a queue of hashes drains in about that. */
const BUSY_RETRY_AFTER_SECONDS = 2;

/** Every password hash slot and queue place is taken: the client tries again in a moment. */
export class PasswordHashesBusy extends HttpError {
  constructor() {
    super(429, 'Many sign-ins are being checked right now. Please try again in a few seconds.', 'RATE_LIMITED');
    this.retryAfterSeconds = BUSY_RETRY_AFTER_SECONDS;
  }
}

/**
 * At most `concurrency` password hashes at once in this process, and at most `queue` waiting for a
 * slot; past that, PasswordHashesBusy at once. Each scrypt hash holds 128·r·N bytes (128 MiB at
 * production's cost) on libuv's thread pool, so a flood of sign-ins would otherwise take the pod's
 * memory and every thread, and slow every real sign-in behind it.
 */
export function createHashGate(concurrency: number, queue: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return {
    async run<T>(hash: () => Promise<T>): Promise<T> {
      if (running < concurrency) running += 1;
      else if (waiting.length < queue) await new Promise<void>((resolve) => waiting.push(resolve));
      else throw new PasswordHashesBusy();
      try {
        return await hash();
      } finally {
        // The slot passes straight to the next in line, so a newcomer cannot take it first.
        const next = waiting.shift();
        if (next) next();
        else running -= 1;
      }
    },
  };
}

/**
 * At most `perClient` password checks in flight for one client address in this process; past that,
 * PasswordHashesBusy at once. One client flooding sign-ins then holds two of the gate's places, not
 * all of them, and the others keep signing in.
 */
export function createPerClientLimit(perClient: number) {
  const inFlight = new Map<string, number>();
  return {
    async run<T>(client: string, check: () => Promise<T>): Promise<T> {
      const count = inFlight.get(client) ?? 0;
      if (count >= perClient) throw new PasswordHashesBusy();
      inFlight.set(client, count + 1);
      try {
        return await check();
      } finally {
        const left = inFlight.get(client)! - 1;
        if (left === 0) inFlight.delete(client);
        else inFlight.set(client, left);
      }
    },
  };
}
export type PerClientLimit = ReturnType<typeof createPerClientLimit>;
