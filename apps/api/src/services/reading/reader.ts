import { ANONYMOUS_VIEWER, type TenantId, type Viewer } from '@academy/shared';
import type { Database } from '../../db/client';
import { emptyLearnerState, loadLearnerState, type LearnerState } from '../learner/learner-state';

/** Who reads the catalogue: what gating allows them, and their own progress and favourites. */
export interface Reader {
  viewer: Viewer;
  state: LearnerState;
  /** A signed-in learner: answers carry their state and are never shared. */
  personal: boolean;
}

export const VISITOR: Reader = { viewer: ANONYMOUS_VIEWER, state: emptyLearnerState(), personal: false };

/** A signed-in academy user reads with their own state; anyone else as a visitor. */
export async function loadReader(db: Database, tenantId: TenantId, viewer: Viewer, userId: string | null): Promise<Reader> {
  if (!userId) return VISITOR;
  return { viewer, state: await loadLearnerState(db, tenantId, userId), personal: true };
}
