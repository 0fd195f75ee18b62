import { describe, expect, it } from 'vitest';
import { createHashGate, createPerClientLimit, PasswordHashesBusy } from './password-hash-gate';

/** A hash that ends when the test says so. */
function heldHash() {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  let started = false;
  return {
    run: () => {
      started = true;
      return done;
    },
    finish: () => finish(),
    get started() {
      return started;
    },
  };
}

describe('the password hash gate', () => {
  it('runs as many hashes as allowed, queues the next ones in order, and refuses at once past the queue', async () => {
    const gate = createHashGate(2, 1);
    const [first, second, queued] = [heldHash(), heldHash(), heldHash()];
    const running = [gate.run(first.run), gate.run(second.run)];
    const waiting = gate.run(queued.run);
    expect([first.started, second.started, queued.started]).toEqual([true, true, false]);

    const refused = gate.run(() => Promise.resolve('never run'));
    await expect(refused).rejects.toBeInstanceOf(PasswordHashesBusy);
    await expect(refused).rejects.toMatchObject({ statusCode: 429, code: 'RATE_LIMITED', retryAfterSeconds: 2 });

    first.finish();
    await running[0];
    expect(queued.started).toBe(true);
    second.finish();
    queued.finish();
    await Promise.all([...running, waiting]);
    // Every slot is free again.
    expect(await Promise.all([gate.run(async () => 1), gate.run(async () => 2), gate.run(async () => 3)])).toEqual([1, 2, 3]);
  });

  it('frees the slot of a hash that fails', async () => {
    const gate = createHashGate(1, 0);
    await expect(gate.run(() => Promise.reject(new Error('scrypt failed')))).rejects.toThrow('scrypt failed');
    expect(await gate.run(async () => 'next')).toBe('next');
  });

  it('lets one client have only so many checks in flight, while other clients go on', async () => {
    const limit = createPerClientLimit(2);
    const [first, second] = [heldHash(), heldHash()];
    const running = [limit.run('203.0.113.9', first.run), limit.run('203.0.113.9', second.run)];
    await expect(limit.run('203.0.113.9', async () => 'third')).rejects.toBeInstanceOf(PasswordHashesBusy);
    expect(await limit.run('198.51.100.1', async () => 'neighbour')).toBe('neighbour');
    first.finish();
    await running[0];
    expect(await limit.run('203.0.113.9', async () => 'again')).toBe('again');
    second.finish();
    await running[1];
  });
});
