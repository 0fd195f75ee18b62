/**
 * The web app's token calls go to its own server, which talks to the provider's token endpoint and
 * keeps the refresh token in an HttpOnly cookie that page scripts cannot read (decision 016). Kept
 * apart from the schemas, so the app's first load takes these names without zod.
 */
export const SESSION_TOKEN_PATH = '/identity/token';
export const SESSION_REFRESH_PATH = '/identity/token/refresh';
