import { useSyncExternalStore } from 'react';
import { PREVIEW_AUDIENCES, type PreviewAudience } from '@academy/shared';

/**
 * The audience an admin or author previews the portal as (decision 062), for this tab: sent with
 * every API call as the preview header, and applied by the server (a learner's header changes
 * nothing). Null shows what their role sees, drafts included.
 */
const KEY = 'academy.preview-as';
const listeners = new Set<() => void>();

function stored(): PreviewAudience | null {
  try {
    const value = typeof sessionStorage === 'undefined' ? null : sessionStorage.getItem(KEY);
    return PREVIEW_AUDIENCES.find((audience) => audience === value) ?? null;
  } catch {
    return null;
  }
}

let current = stored();

export const previewAudience = (): PreviewAudience | null => current;

export function setPreviewAudience(audience: PreviewAudience | null) {
  current = audience;
  try {
    if (audience) sessionStorage.setItem(KEY, audience);
    else sessionStorage.removeItem(KEY);
  } catch {
    // Storage refused (private mode): the preview lasts as long as the page.
  }
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Server renders are anonymous and preview nothing. */
export function usePreviewAudience(): PreviewAudience | null {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
}
