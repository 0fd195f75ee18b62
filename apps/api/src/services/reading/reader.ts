import { ANONYMOUS_VIEWER, type TenantId, type Viewer } from '@academy/shared';
import type { AcademyUser } from '../accounts/authentication';
import type { CatalogueSnapshot } from '../catalogue/snapshot';
import { memoJson, viewerKey } from '../catalogue/memo';
import { emptyLearnerState, type LearnerState } from '../learner/learner-state';
import type { LearnerStateCache } from '../learner/learner-state-cache';

/** Who reads the catalogue: what gating allows them, and their own progress and favourites. */
export interface Reader {
  viewer: Viewer;
  state: LearnerState;
  /** A signed-in learner: answers carry their state and are never shared. */
  personal: boolean;
  /** A visitor's answer, the same for the next visitor: the visitor replay may keep it (decision 032). */
  replayable: boolean;
  /**
   * The answer under `key` as JSON text: a visitor's is shared per content version and gating, a
   * learner's is kept per learner state version. Either is built and schema-checked once.
   */
  answer<T>(snapshot: CatalogueSnapshot, key: string, build: () => T, validate: (data: T) => unknown): string;
}

export const VISITOR: Reader = {
  viewer: ANONYMOUS_VIEWER,
  state: emptyLearnerState(),
  personal: false,
  replayable: true,
  answer: (snapshot, key, build, validate) => memoJson(snapshot, `${key}:${viewerKey(ANONYMOUS_VIEWER)}`, build, validate),
};

/**
 * An admin or author previewing as a visitor (decision 062): a visitor's answers, from the same memo,
 * but never kept for the visitor replay, which keys on no header of theirs.
 */
export const PREVIEWING_VISITOR: Reader = { ...VISITOR, replayable: false };

/** A signed-in academy user reads with their own state, from the cache when it is current; anyone else as a visitor. */
export async function loadReader(states: LearnerStateCache, tenantId: TenantId, viewer: Viewer, user: AcademyUser | null): Promise<Reader> {
  if (!user) return VISITOR;
  const entry = await states.get(tenantId, user.id, user.stateVersion);
  return {
    viewer,
    state: entry.state,
    personal: true,
    replayable: false,
    answer: (snapshot, key, build, validate) => states.answer(entry, snapshot, `${key}:${viewerKey(viewer)}`, build, validate),
  };
}
