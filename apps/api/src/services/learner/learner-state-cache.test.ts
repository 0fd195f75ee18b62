import { describe, expect, it } from 'vitest';
import type { CatalogueSnapshot } from '../catalogue/snapshot';
import { emptyLearnerState, type LearnerState } from './learner-state';
import { LearnerStateCache } from './learner-state-cache';

/** A database stand-in at the edge: what each learner has stored, and how often it was read. */
function storedStates() {
  const stored = new Map<string, LearnerState>();
  const reads: string[] = [];
  const load = async (_tenantId: string, userId: string) => {
    reads.push(userId);
    const state = emptyLearnerState();
    for (const id of stored.get(userId)?.completed ?? []) state.completed.add(id);
    return state;
  };
  const complete = (userId: string, itemId: string) => {
    if (!stored.has(userId)) stored.set(userId, emptyLearnerState());
    stored.get(userId)!.completed.add(itemId);
  };
  return { load, reads, complete };
}

const snapshot = (version: number) => ({ version }) as unknown as CatalogueSnapshot;

describe('the learner state cache', () => {
  it('reads a learner once per version, and again when their user row shows a newer one', async () => {
    const db = storedStates();
    const cache = new LearnerStateCache(db.load, 1_000_000);
    await cache.get('kube', 'ada', 0);
    await cache.get('kube', 'ada', 0);
    expect(db.reads).toEqual(['ada']);

    // Another replica wrote and bumped the version: this one must not serve what it holds.
    db.complete('ada', 'lesson-1');
    const entry = await cache.get('kube', 'ada', 1);
    expect(db.reads).toEqual(['ada', 'ada']);
    expect([...entry.state.completed]).toEqual(['lesson-1']);
  });

  it('shares one load between requests that miss at the same time', async () => {
    const db = storedStates();
    const cache = new LearnerStateCache(db.load, 1_000_000);
    await Promise.all([cache.get('kube', 'ada', 3), cache.get('kube', 'ada', 3), cache.get('kube', 'ada', 2)]);
    expect(db.reads).toEqual(['ada']);
  });

  it('applies its own write when it follows the cached version, and drops the entry when a write came in between', async () => {
    const db = storedStates();
    const cache = new LearnerStateCache(db.load, 1_000_000);
    await cache.get('kube', 'ada', 4);
    cache.applied('ada', 5, (state) => state.completed.add('lesson-1'));
    const applied = await cache.get('kube', 'ada', 5);
    expect(db.reads).toEqual(['ada']);
    expect(applied.state.completed.has('lesson-1')).toBe(true);

    // Version 6 was written elsewhere; this replica's write made 7, so it cannot know the state.
    cache.applied('ada', 7, (state) => state.completed.add('lesson-2'));
    db.complete('ada', 'lesson-2');
    await cache.get('kube', 'ada', 7);
    expect(db.reads).toEqual(['ada', 'ada']);
  });

  it('builds and checks a personal answer once per version and content snapshot', async () => {
    const db = storedStates();
    const cache = new LearnerStateCache(db.load, 1_000_000);
    let builds = 0;
    const build = () => ({ builds: (builds += 1) });
    const checked: unknown[] = [];
    const entry = await cache.get('kube', 'ada', 0);
    const first = snapshot(1);
    expect(cache.answer(entry, first, 'list', build, (data) => checked.push(data))).toBe('{"builds":1}');
    expect(cache.answer(entry, first, 'list', build, (data) => checked.push(data))).toBe('{"builds":1}');
    expect(cache.answer(entry, snapshot(2), 'list', build, (data) => checked.push(data))).toBe('{"builds":2}');
    cache.applied('ada', 1, (state) => state.completed.add('lesson-1'));
    expect(cache.answer(entry, snapshot(2), 'list', build, (data) => checked.push(data))).toBe('{"builds":3}');
    expect(checked).toHaveLength(3);
  });

  it('refuses to send an answer its schema rejects', async () => {
    const cache = new LearnerStateCache(storedStates().load, 1_000_000);
    const entry = await cache.get('kube', 'ada', 0);
    const reject = () => {
      throw new Error('not a course list');
    };
    expect(() => cache.answer(entry, snapshot(1), 'list', () => ({}), reject)).toThrow('not a course list');
  });

  it('stays within its byte budget, least recently read learner out first', async () => {
    const db = storedStates();
    const cache = new LearnerStateCache(db.load, 30_000);
    const large = () => ({ text: 'x'.repeat(5_000) });
    for (const learner of ['ada', 'bob', 'cy']) cache.answer(await cache.get('kube', learner, 0), snapshot(1), 'list', large, () => {});
    expect(cache.size().learners).toBe(2);
    expect(cache.size().bytes).toBeLessThanOrEqual(30_000);
    // ada was read first and left first; reading her again is a database read.
    await cache.get('kube', 'ada', 0);
    expect(db.reads.filter((user) => user === 'ada')).toHaveLength(2);
  });

  it('keeps the newest learner even when their answers alone are over the budget', async () => {
    const db = storedStates();
    const cache = new LearnerStateCache(db.load, 5_000);
    const large = () => ({ text: 'x'.repeat(5_000) });
    cache.answer(await cache.get('kube', 'ada', 0), snapshot(1), 'list', large, () => {});
    cache.answer(await cache.get('kube', 'bob', 0), snapshot(1), 'list', large, () => {});
    expect(cache.size().learners).toBe(1);
    await cache.get('kube', 'bob', 0);
    expect(db.reads).toEqual(['ada', 'bob']);
  });

  it('gives back the bytes of answers built from an older content snapshot', async () => {
    const cache = new LearnerStateCache(storedStates().load, 1_000_000);
    const entry = await cache.get('kube', 'ada', 0);
    const large = () => ({ text: 'x'.repeat(5_000) });
    cache.answer(entry, snapshot(1), 'list', large, () => {});
    const withOne = cache.size().bytes;
    cache.answer(entry, snapshot(2), 'list', large, () => {});
    expect(cache.size().bytes).toBe(withOne);
  });
});
