import { z } from 'zod';
import { HttpError } from '../errors';

export const endpointsSchema = z.looseObject({ token_endpoint: z.url(), revocation_endpoint: z.url().optional() });
export type ProviderEndpoints = z.infer<typeof endpointsSchema>;

/** How the server reaches a provider: in-process for the embedded one, over the network otherwise (provider-transports.ts). */
export interface ProviderTransport {
  /** The issuer's token and revocation endpoints. */
  endpoints(issuer: string): Promise<ProviderEndpoints>;
  /** Posts a form and answers the status with the JSON body (null when the body is not JSON). */
  postForm(url: string, form: URLSearchParams): Promise<{ status: number; body: unknown }>;
}

const tokenAnswerSchema = z.looseObject({
  access_token: z.string().min(1),
  token_type: z.string().min(1),
  expires_in: z.number().int().positive().optional(),
  refresh_token: z.string().min(1).optional(),
  id_token: z.string().min(1).optional(),
  scope: z.string().optional(),
});
export type TokenAnswer = z.infer<typeof tokenAnswerSchema>;

export const tokenRefused = (message: string) => new HttpError(400, message, 'TOKEN_REFUSED');
const identityUnavailable = () =>
  new HttpError(502, 'The identity provider did not answer as expected; try again shortly', 'IDENTITY_UNAVAILABLE');

/**
 * The provider's token and revocation endpoints (cached per issuer, asked again after a failure).
 * A refusal (OAuth's 400/401) is TOKEN_REFUSED; no answer, a 5xx or a malformed answer is
 * IDENTITY_UNAVAILABLE, which says nothing about the sign-in.
 */
export function createTokenEndpoint(transport: ProviderTransport) {
  const endpoints = new Map<string, Promise<ProviderEndpoints>>();
  const endpointsOf = (issuer: string) => {
    let found = endpoints.get(issuer);
    if (!found) {
      found = transport.endpoints(issuer);
      endpoints.set(issuer, found);
      found.catch(() => endpoints.delete(issuer));
    }
    return found;
  };

  return {
    async grant(issuer: string, form: URLSearchParams): Promise<TokenAnswer> {
      let answer: { status: number; body: unknown };
      try {
        answer = await transport.postForm((await endpointsOf(issuer)).token_endpoint, form);
      } catch {
        throw identityUnavailable();
      }
      if (answer.status === 400 || answer.status === 401) {
        const error = (answer.body as { error?: unknown } | null)?.error;
        throw tokenRefused(
          `The identity provider refused the ${form.get('grant_type') === 'refresh_token' ? 'refresh token' : 'code'} (${String(error ?? answer.status)}); sign in again`,
        );
      }
      const parsed = tokenAnswerSchema.safeParse(answer.body);
      if (answer.status !== 200 || !parsed.success) throw identityUnavailable();
      return parsed.data;
    },

    /** Best effort: a provider without a revocation endpoint, or one that fails, leaves the token to expire. */
    async revoke(issuer: string, form: URLSearchParams): Promise<boolean> {
      try {
        const { revocation_endpoint: revocation } = await endpointsOf(issuer);
        return revocation ? (await transport.postForm(revocation, form)).status === 200 : false;
      } catch {
        return false;
      }
    },
  };
}
