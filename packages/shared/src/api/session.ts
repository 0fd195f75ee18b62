import { z } from 'zod';

/** The authorization code of the callback and the PKCE verifier the web app kept for it. */
export const codeExchangeSchema = z.object({
  code: z.string().min(1).max(4_096),
  codeVerifier: z.string().regex(/^[A-Za-z0-9._~-]{43,128}$/, 'must be a PKCE code verifier (RFC 7636)'),
});
export type CodeExchange = z.infer<typeof codeExchangeSchema>;

/** The token endpoint's answer without the refresh token, which stays in the cookie. */
export const sessionTokensSchema = z.object({
  access_token: z.string(),
  token_type: z.string(),
  expires_in: z.number().int().positive().optional(),
  id_token: z.string().optional(),
  scope: z.string().optional(),
});
export type SessionTokens = z.infer<typeof sessionTokensSchema>;
