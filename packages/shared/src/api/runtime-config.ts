import { z } from 'zod';
import { tenantIdSchema } from '../tenant-schema';

export const APP_ENVIRONMENTS = ['local', 'dev', 'qat', 'stage', 'prod'] as const;
export const appEnvironmentSchema = z.enum(APP_ENVIRONMENTS);
export type AppEnvironment = z.infer<typeof appEnvironmentSchema>;

/** What the web app reads at start from the server, so one build runs in every environment. */
export const runtimeConfigSchema = z.object({
  tenantId: tenantIdSchema,
  environment: appEnvironmentSchema,
  apiBase: z.string(),
  /** Header is shown unless an operator hides it (e.g. when the academy is embedded). */
  displayHeader: z.boolean(),
  /** How the web app signs people in (embedded provider or any OpenID provider). */
  identity: z.object({
    issuer: z.string(),
    clientId: z.string(),
    scope: z.string(),
    refreshScope: z.string(),
    /** Extra authorize parameters naming the API (`resource` or `audience`). */
    extraAuthorizeParams: z.record(z.string(), z.string()),
    redirectPath: z.string(),
    /** "My Account": the provider's profile page (opened in a new tab). */
    profileUrl: z.string(),
    /** Called with DELETE and credentials on logout, before the provider's end-session. */
    logoutUrl: z.string(),
    /** Where a signed-in subject without an academy account registers (new tab). */
    registrationUrl: z.string(),
  }),
  /** The hosted video player (spec section 3: account id and player id), or null to use HTML5 video only. */
  videoPlayer: z
    .object({
      accountId: z.string(),
      playerId: z.string(),
      /** The embed address; {accountId}, {playerId} and {videoId} are replaced. */
      embedUrlTemplate: z.string(),
    })
    .nullable(),
  /** How a free learner becomes pro: the operator's page, or (null) the contact form. */
  proUpgradeUrl: z.string().nullable(),
  /** The learning path /learning-path opens on this portal (spec section 2), or null for the list of paths. */
  learningPathSlug: z.string().nullable(),
  /** The live preview's event stream, only under `npm run author` (decision 065); null everywhere else. */
  authorEvents: z.string().nullable(),
  analytics: z.object({
    /** Only set where the environment allows analytics and an id is configured for this portal. */
    containerId: z.string().nullable(),
    consentScriptUrl: z.string().nullable(),
  }),
});
export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;
