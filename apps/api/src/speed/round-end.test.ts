import { afterEach, describe, expect, it, vi } from 'vitest';
import { atRoundEnd, roundEnd } from './round-end';

const nextRound = () => new Promise((resolve) => setImmediate(resolve));

describe('round end (decision 033)', () => {
  afterEach(() => vi.restoreAllMocks());

  it("runs a round's work after the code that queued it, together and in order, with one setImmediate", async () => {
    const setImmediateSpy = vi.spyOn(globalThis, 'setImmediate');
    const ran: string[] = [];
    atRoundEnd(() => ran.push('first'));
    atRoundEnd(() => ran.push('second'));
    atRoundEnd(() => ran.push('third'));
    ran.push('the round itself');
    expect(setImmediateSpy).toHaveBeenCalledTimes(1);
    await nextRound();
    expect(ran).toEqual(['the round itself', 'first', 'second', 'third']);
  });

  it('puts work queued while a round ends into the next round', async () => {
    const ran: string[] = [];
    atRoundEnd(() => {
      ran.push('this round');
      atRoundEnd(() => ran.push('next round'));
    });
    await nextRound();
    expect(ran).toEqual(['this round']);
    await nextRound();
    expect(ran).toEqual(['this round', 'next round']);
  });

  it('resumes the awaiting code after the work queued before it, before any later round', async () => {
    const ran: string[] = [];
    atRoundEnd(() => ran.push('queued work'));
    const awaited = roundEnd().then(() => ran.push('awaiting code'));
    setImmediate(() => ran.push('a later setImmediate'));
    await awaited;
    expect(ran).toEqual(['queued work', 'awaiting code']);
  });
});
