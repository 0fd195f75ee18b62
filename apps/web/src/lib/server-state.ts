import type { DehydratedState } from '@tanstack/react-query';
import type { RuntimeConfig } from '@academy/shared';

/** What a server-rendered page carries for hydration, once, in a non-executable JSON script. */
export interface ServerState {
  /** The address rendered: /not-found when the one asked for does not exist. */
  path: string;
  config: RuntimeConfig;
  queries: DehydratedState;
}

export const SERVER_STATE_ID = 'server-state';

/** JSON safe inside a script element: no `</script>` or comment opener can end it early. */
export function serializeServerState(state: ServerState): string {
  return JSON.stringify(state)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export function readServerState(document: Document): ServerState | null {
  const text = document.getElementById(SERVER_STATE_ID)?.textContent;
  return text ? (JSON.parse(text) as ServerState) : null;
}

/**
 * The page's data as of its arrival: a kept page (decision 057) may have been drawn minutes ago, but
 * the server checked its data against the API before sending it, so the browser must not take it for
 * stale and ask again while hydrating.
 */
export function receivedAt(queries: DehydratedState, now: number): DehydratedState {
  return {
    ...queries,
    queries: queries.queries.map((query) =>
      query.state.status === 'success' ? { ...query, state: { ...query.state, dataUpdatedAt: now } } : query,
    ),
  };
}
