import { LRUCache } from 'lru-cache';
import type { TenantId } from '@academy/shared';
import { jsonText } from '../../speed/json-text';
import type { CatalogueSnapshot } from '../catalogue/snapshot';
import type { LearnerState } from './learner-state';

export type LoadLearnerState = (tenantId: TenantId, userId: string) => Promise<LearnerState>;

/** One learner's state at a version of their user row, with the answers already built from it. */
export interface CachedLearner {
  userId: string;
  version: number;
  state: LearnerState;
  /** Personal answers as JSON text, valid for this version and for the snapshot they were built from. */
  answers: Map<string, string>;
  answersFor: CatalogueSnapshot | null;
  bytes: number;
}

/** Roughly what an entry without answers holds: the state's ids and the map overhead. */
const STATE_BYTES_PER_ITEM = 80;

/**
 * The learner state of recent readers, per replica, keyed by user and tagged with the user row's
 * `state_version`. Every request reads the user row anyway (authentication), so a cached entry is
 * used only when it is at least as new as the version that row shows: a write on another replica
 * bumps the version and the next read here reloads. Bounded by a byte budget, least recently used
 * first out, so a long signed-in run keeps memory flat.
 */
export class LearnerStateCache {
  private readonly entries: LRUCache<string, CachedLearner>;
  private readonly loading = new Map<string, { version: number; promise: Promise<CachedLearner> }>();

  constructor(
    private readonly load: LoadLearnerState,
    budgetBytes: number,
  ) {
    // An entry counts as at most the whole budget, so the newest stays even when it alone is over
    // it (lru-cache would not keep an entry larger than its maxSize at all).
    this.entries = new LRUCache({ maxSize: budgetBytes, sizeCalculation: (entry) => Math.min(entry.bytes, budgetBytes) });
  }

  async get(tenantId: TenantId, userId: string, version: number): Promise<CachedLearner> {
    const entry = this.entries.get(userId);
    if (entry && entry.version >= version) return entry;
    const pending = this.loading.get(userId);
    if (pending && pending.version >= version) return pending.promise;
    const promise = this.load(tenantId, userId).then((state) => this.store(userId, version, state));
    this.loading.set(userId, { version, promise });
    const forget = () => {
      if (this.loading.get(userId)?.promise === promise) this.loading.delete(userId);
    };
    promise.then(forget, forget);
    return promise;
  }

  /**
   * After a write that moved the learner from `version - 1` to `version`: the change is applied to
   * the cached state when that is the state it was made to; otherwise the entry is dropped and the
   * next read loads the learner again.
   */
  applied(userId: string, version: number, change: (state: LearnerState) => void): void {
    const entry = this.entries.peek(userId);
    if (!entry) return;
    if (entry.version !== version - 1) {
      if (entry.version < version) this.entries.delete(userId);
      return;
    }
    change(entry.state);
    entry.version = version;
    this.resetAnswers(entry, null);
  }

  /** The personal answer under `key`, built (and checked against its schema) once per version and snapshot. */
  answer<T>(entry: CachedLearner, snapshot: CatalogueSnapshot, key: string, build: () => T, validate: (data: T) => unknown): string {
    if (entry.answersFor !== snapshot) this.resetAnswers(entry, snapshot);
    let json = entry.answers.get(key);
    if (json === undefined) {
      const data = build();
      validate(data);
      json = jsonText(data);
      entry.answers.set(key, json);
      entry.bytes += json.length * 2;
      this.recount(entry);
    }
    return json;
  }

  /** How many learners are held and the bytes they are counted as (for metrics and tests). */
  size() {
    return { learners: this.entries.size, bytes: this.entries.calculatedSize };
  }

  private store(userId: string, version: number, state: LearnerState): CachedLearner {
    const current = this.entries.peek(userId);
    if (current && current.version >= version) return current;
    const entry: CachedLearner = { userId, version, state, answers: new Map(), answersFor: null, bytes: stateBytes(state) };
    this.entries.set(userId, entry);
    return entry;
  }

  /** Forgets the answers built from an older state or snapshot, and their bytes. */
  private resetAnswers(entry: CachedLearner, snapshot: CatalogueSnapshot | null) {
    entry.answers = new Map();
    entry.answersFor = snapshot;
    entry.bytes = stateBytes(entry.state);
    this.recount(entry);
  }

  /**
   * An entry whose bytes changed is stored again, since lru-cache measures an entry when it is set;
   * that counts as a use. Only an entry still in the cache counts (a replaced one is garbage).
   */
  private recount(entry: CachedLearner) {
    if (this.entries.peek(entry.userId) !== entry) return;
    this.entries.delete(entry.userId);
    this.entries.set(entry.userId, entry);
  }
}

function stateBytes(state: LearnerState): number {
  const favourites = Object.values(state.favorites).reduce((sum, ids) => sum + ids.size, 0);
  return (state.completed.size + state.started.size + favourites + 1) * STATE_BYTES_PER_ITEM;
}
