import type { Viewer } from '@academy/shared';
import { jsonText } from '../../speed/json-text';
import type { CatalogueSnapshot } from './snapshot';

/** Memoises an anonymous answer per content version: built and validated once, then sent as text. */
export function memoJson<T>(snapshot: CatalogueSnapshot, key: string, build: () => T, validate: (data: T) => unknown): string {
  let json = snapshot.memo.get(key);
  if (json === undefined) {
    const data = build();
    validate(data);
    json = jsonText(data);
    snapshot.memo.set(key, json);
  }
  return json;
}

export function viewerKey(viewer: Viewer): string {
  if (viewer.isPro) return 'pro';
  return viewer.isLoggedIn ? 'member' : 'visitor';
}
