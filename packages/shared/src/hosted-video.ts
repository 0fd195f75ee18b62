import type { RuntimeConfig } from './api/runtime-config';

/**
 * The hosted player's address for one video. Apart from the runtime configuration's schema: a
 * lesson page that shows a video must not load zod to build this address.
 */
export function hostedVideoUrl(player: NonNullable<RuntimeConfig['videoPlayer']>, videoId: string): string {
  return player.embedUrlTemplate
    .replaceAll('{accountId}', encodeURIComponent(player.accountId))
    .replaceAll('{playerId}', encodeURIComponent(player.playerId))
    .replaceAll('{videoId}', encodeURIComponent(videoId));
}
