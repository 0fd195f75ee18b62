import { PREVIEW_AUDIENCES, type PreviewAudience, type Viewer } from '@academy/shared';
import type { AcademyUser } from '../accounts/authentication';

/** The portal's admins and authors see drafts and scheduled items (decision 062). */
export const isStaff = (user: AcademyUser | null): boolean => user !== null && (user.isAdmin || user.isAuthor);

/** Whose gating a preview applies: a visitor's, a signed-in learner's without pro, or a pro learner's. */
export const PREVIEW_VIEWERS: Record<PreviewAudience, Viewer> = {
  visitor: { isLoggedIn: false, isPro: false },
  learner: { isLoggedIn: true, isPro: false },
  pro: { isLoggedIn: true, isPro: true },
};

/**
 * The audience an admin or author asked to read as; null without the header, with a value that
 * names no audience, or for anyone else, whom the header cannot give more than they have.
 */
export function previewAudience(user: AcademyUser | null, header: string | string[] | undefined): PreviewAudience | null {
  if (typeof header !== 'string' || !isStaff(user)) return null;
  return PREVIEW_AUDIENCES.find((audience) => audience === header) ?? null;
}
