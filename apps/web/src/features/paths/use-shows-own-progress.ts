import { useSession } from '../../lib/auth/session';
import { usePersonalDataReady } from '../../lib/learning/personal-data-ready';

/**
 * Progress is the signed-in learner's own: visitors see none, and a rendered page shows it only once
 * the learner's answers have replaced the visitor's it was rendered with (decision 019).
 */
export function useShowsOwnProgress(): boolean {
  const { isAuthenticated } = useSession();
  const ready = usePersonalDataReady();
  return isAuthenticated && ready;
}
