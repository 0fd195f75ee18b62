/**
 * The header an admin or author sends to read the catalogue as another audience would (decision
 * 062); the server applies that audience's gating, so a preview shows what it would really show.
 * Zod-free: the API client on every page's first load sends it.
 */
export const PREVIEW_HEADER = 'x-preview-as';
export const PREVIEW_AUDIENCES = ['visitor', 'learner', 'pro'] as const;
export type PreviewAudience = (typeof PREVIEW_AUDIENCES)[number];
