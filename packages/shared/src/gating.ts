import type { Entitlement } from './content/front-matter';

export interface Viewer {
  isLoggedIn: boolean;
  isPro: boolean;
}

export const ANONYMOUS_VIEWER: Viewer = { isLoggedIn: false, isPro: false };

/**
 * Spec section 6: content is locked when its access list has both auth and pro and the viewer is
 * neither signed in nor pro; or has auth and the viewer is not signed in; or has pro and the
 * viewer is neither signed in nor pro; or has pro and the viewer is not pro. Otherwise open.
 */
export function isLocked(view: readonly Entitlement[], viewer: Viewer): boolean {
  const auth = view.includes('auth');
  const pro = view.includes('pro');
  if (auth && pro && !viewer.isLoggedIn && !viewer.isPro) return true;
  if (auth && !viewer.isLoggedIn) return true;
  if (pro && !viewer.isLoggedIn && !viewer.isPro) return true;
  if (pro && !viewer.isPro) return true;
  return false;
}

/**
 * What would unlock the content for this viewer: pro whenever the list names pro (every rule with
 * pro ends at "not pro"), so a visitor is never told a free account will do; otherwise signing in.
 */
export function unlockRequirement(view: readonly Entitlement[], viewer: Viewer): Entitlement | null {
  if (!isLocked(view, viewer)) return null;
  return view.includes('pro') ? 'pro' : 'auth';
}

/** What to tell a reader about a locked lesson, guide or lab; a visitor and a free learner hear different things about pro. */
export function unlockMessage(requires: Entitlement, kind: 'lesson' | 'guide' | 'lab', viewer: Viewer = ANONYMOUS_VIEWER): string {
  if (requires === 'auth') return `Sign in to read this ${kind}. An account is free.`;
  return viewer.isLoggedIn
    ? `This ${kind} is part of the pro plan. Become a pro learner to read it.`
    : `This ${kind} needs a pro account. Sign in with a pro account to read it; a free account does not unlock it.`;
}
