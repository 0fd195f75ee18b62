import type { TenantId } from './tenant';

/** Shown when a course has no conclusion of its own. */
export const DEFAULT_COURSE_CONCLUSION: Record<TenantId, string> = {
  spring:
    'You finished the course. Keep the momentum: pick the next course, follow a learning path, or tell us what you want to learn next.',
  kube: 'You finished the course. Put it to work on a cluster of your own, continue with a learning path, or tell us what to cover next.',
  tanzu:
    'You finished the course. Take what you learned back to your platform team, continue with a learning path, or tell us what to cover next.',
};
