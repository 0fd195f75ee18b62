import { isIP } from 'node:net';
import { resolve } from 'node:path';
import { z } from 'zod';
import type { JWK } from 'jose';
import { appEnvironmentSchema, TENANTS } from '@academy/shared';
import { hashMemory, PASSWORD_COST_RANGE } from './identity/passwords';
import { memoryLimitBytes } from './memory-limit';
import { DEFAULT_PATHS, RELEASED } from './paths';
import type { TrustProxySetting } from './trust-proxy';

const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);
/** A content slug (lower-case words joined by hyphens). */
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A proxy address or CIDR range as Fastify's trustProxy list takes it, or one of its named ranges. */
const isProxyAddress = (item: string) => {
  if (['loopback', 'linklocal', 'uniquelocal'].includes(item)) return true;
  const [address, prefix, ...rest] = item.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  return prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128));
};

/**
 * TRUST_PROXY: false, a hop count, or a list of proxy addresses and CIDR ranges. `true` is refused:
 * it trusts X-Forwarded-For from every peer, so any client chooses the address limits count it by.
 */
const trustProxySchema = z
  .string()
  .default('false')
  .transform((value, ctx): TrustProxySetting => {
    const text = value.trim();
    if (text === 'false') return false;
    if (text === 'true') {
      ctx.addIssue({
        code: 'custom',
        message:
          'true trusts X-Forwarded-For from any client, which then picks the address sign-in and abuse limits count it by: ' +
          'name the proxies instead, as a hop count (1 for one load balancer), their addresses or CIDR ranges (10.0.0.0/8,loopback), or false',
      });
      return z.NEVER;
    }
    if (/^\d{1,2}$/.test(text)) return Number(text);
    const list = text.split(',').map((item) => item.trim());
    const bad = list.filter((item) => !isProxyAddress(item));
    if (bad.length === 0) return list;
    ctx.addIssue({
      code: 'custom',
      message: `must be false, a hop count or a comma-separated list of proxy addresses or CIDR ranges (not ${bad.map((item) => JSON.stringify(item)).join(', ')})`,
    });
    return z.NEVER;
  });

const environmentSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  APP_ENV: appEnvironmentSchema.default('local'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATABASE_URL: z.preprocess(emptyAsUndefined, z.url().optional()),
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(200).default(10),
  /** JSON lines by default; `pretty` (pino-pretty, a development dependency) by default in development from the source tree. */
  LOG_FORMAT: z.enum(['json', 'pretty']).optional(),
  /** Prometheus metrics at /metrics on this port, apart from the public one; unset: no metrics endpoint. */
  METRICS_PORT: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).max(65_535).optional()),
  METRICS_HOST: z.string().min(1).default('0.0.0.0'),
  /** After SIGTERM, how long the process keeps answering (readiness already failing) before it stops accepting. */
  SHUTDOWN_DELAY_MS: z.coerce.number().int().min(0).max(120_000).default(0),
  /** After SIGTERM, the longest the whole drain may take before the process exits anyway. */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(1_000).max(300_000).default(25_000),
  DATA_DIR: z.string().min(1).default(DEFAULT_PATHS.data),
  CONTENT_DIR: z.string().min(1).default(DEFAULT_PATHS.content),
  /** The SQL migrations applied at start (and by `migrate.js` in a release). */
  MIGRATIONS_DIR: z.string().min(1).default(DEFAULT_PATHS.migrations),
  /** Import the bundled content at start when the database holds none yet. */
  IMPORT_CONTENT_ON_START: z.enum(['empty', 'always', 'never']).default('empty'),
  /** How long a replica serves a cached catalogue before checking the content version again. */
  CONTENT_CACHE_TTL_MS: z.coerce.number().int().min(0).max(3_600_000).default(2_000),
  /** Memory this replica may spend on signed-in learners' state and their built answers (least recently used out first). */
  LEARNER_CACHE_MB: z.coerce.number().int().min(1).max(4_096).default(64),
  /** Memory this replica may spend on rendered public pages and their compressed forms (decision 057); 0 renders every request. */
  PAGE_CACHE_MB: z.coerce.number().int().min(0).max(4_096).default(32),
  /** How long a kept page is sent before the answers it was drawn from are asked again (decision 057). */
  PAGE_CACHE_CHECK_MS: z.coerce.number().int().min(0).max(60_000).default(1_000),
  /**
   * Which of the stylesheet's rules a rendered page carries inline (decision 075): `used`, those its
   * markup can use, the whole stylesheet linked to follow; `all`, the whole stylesheet.
   */
  PAGE_INLINE_STYLES: z.enum(['used', 'all']).default('used'),
  /** How long a shared cache (a CDN) may serve a rendered public page without asking again; 0 sends no-cache. */
  PAGE_SHARED_CACHE_SECONDS: z.coerce.number().int().min(0).max(3_600).default(60),
  /**
   * The optional fast paths (speed/, decision 067): the visitor replay, answers at the end of the
   * event loop's round, batched or kept user rows, prepared progress writes. `off` serves every
   * request through plain Fastify and drizzle, with the same answers.
   */
  FAST_PATHS: z
    .enum(['on', 'off'])
    .default('on')
    .transform((value) => value === 'on'),
  /** Search answers this replica keeps (a few kilobytes each); 0 computes every search. */
  SEARCH_CACHE_ENTRIES: z.coerce.number().int().min(0).max(1_000_000).default(5_000),
  /** How often each portal's insights aggregates are computed again (decision 024); 0: only when an admin asks. */
  INSIGHTS_REFRESH_MINUTES: z.coerce.number().int().min(0).max(1_440).default(10),
  /** How often the rows of yesterday and today are computed again, so they stay current (decision 063); 0: only with the full refresh. */
  INSIGHTS_RECENT_REFRESH_SECONDS: z.coerce.number().int().min(0).max(3_600).default(60),
  /** Behind a load balancer: trust its X-Forwarded-* headers (a hop count or an address list). */
  TRUST_PROXY: trustProxySchema,
  /** Built web app served by this process; unset means <repo>/apps/web/dist, or web/ beside a release's server.js. */
  WEB_DIST_DIR: z.string().min(1).default(DEFAULT_PATHS.webDist),
  API_BASE: z.string().min(1).default('/api'),
  DISPLAY_HEADER: z
    .enum(['true', 'false'])
    .default('true')
    .transform((value) => value === 'true'),
  /** Analytics container ids per portal; used only in the environments listed in ANALYTICS_ENVIRONMENTS. */
  ANALYTICS_CONTAINER_SPRING: z.string().optional(),
  ANALYTICS_CONTAINER_KUBE: z.string().optional(),
  ANALYTICS_CONTAINER_TANZU: z.string().optional(),
  ANALYTICS_CONSENT_SCRIPT_URL: z.url().optional(),
  ANALYTICS_ENVIRONMENTS: z
    .string()
    .default('stage,prod')
    .transform((value) =>
      value
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean),
    )
    .pipe(z.array(appEnvironmentSchema)),
  /** Where each portal is reached from a browser; {tenant} is replaced. Default: http://{tenant}.localhost:PORT */
  PUBLIC_ORIGIN_TEMPLATE: z
    .string()
    .regex(/^https?:\/\/[^/]*\{tenant\}[^/]*$/, 'must be an origin containing {tenant}, e.g. https://{tenant}.academy.example.com')
    .optional(),
  /** An external OpenID provider; unset means the embedded provider at <portal origin>/oidc. {tenant} is replaced. */
  OIDC_ISSUER: z.preprocess(emptyAsUndefined, z.string().url().optional()),
  OIDC_CLIENT_ID: z.string().min(1).default('academy-web'),
  OIDC_SCOPES: z.string().min(1).default('openid email profile offline_access urn:iam:m.me'),
  OIDC_REFRESH_SCOPE: z.string().min(1).default('urn:iam:m.me openid email'),
  /** Extra authorize parameter naming the API, e.g. `audience=https://api.example.com` (Auth0) or `resource=...`. */
  OIDC_EXTRA_AUTHORIZE_PARAMS: z.string().optional(),
  /** The `aud` the API accepts; default <portal origin>/api. */
  OIDC_AUDIENCE: z.string().min(1).optional(),
  OIDC_PROFILE_URL: z.string().min(1).optional(),
  OIDC_LOGOUT_URL: z.string().min(1).optional(),
  OIDC_REGISTRATION_URL: z.string().min(1).optional(),
  /** Private signing keys (JWKS JSON) and cookie keys (comma-separated) of the embedded provider; required in production. */
  OIDC_JWKS: z.preprocess(emptyAsUndefined, z.string().optional()),
  OIDC_COOKIE_KEYS: z.preprocess(emptyAsUndefined, z.string().optional()),
  /** Signature algorithms the API accepts on access tokens. */
  OIDC_ALGORITHMS: z
    .string()
    .default('RS256')
    .transform((value) =>
      value
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.enum(['RS256', 'RS384', 'RS512', 'PS256', 'PS384', 'PS512', 'ES256', 'ES384', 'ES512', 'EdDSA'])).min(1)),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(60).max(86_400).default(900),
  REFRESH_TOKEN_TTL_SECONDS: z.coerce.number().int().min(300).max(31_536_000).default(1_209_600),
  /** A rotated refresh token may be used again this long (a reload cut off the refresh); later reuse revokes the grant. */
  REFRESH_REUSE_GRACE_SECONDS: z.coerce.number().int().min(0).max(300).default(30),
  /** Create an academy user on first sign-in of an unknown subject (external providers only; see decision 006). */
  AUTO_PROVISION_USERS: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
  /** Seed an admin, a pro and a free learner per portal with known passwords (never in production). */
  DEMO_ACCOUNTS: z.enum(['true', 'false']).optional(),
  /** The longest lifetime a personal access token may be given; every token expires. */
  PERSONAL_ACCESS_TOKEN_MAX_DAYS: z.coerce.number().int().min(1).max(3_650).default(365),
  /** scrypt cost of new password hashes, as log2 of N (17 = OWASP's guidance; production refuses less). */
  PASSWORD_HASH_COST: z.coerce.number().int().min(PASSWORD_COST_RANGE.min).max(PASSWORD_COST_RANGE.max).default(17),
  /**
   * Password hashes computed at once, and waiting for a turn, in one process; past both, a sign-in is
   * told to retry in a moment (429). Each holds 128 MiB at cost 17, which must fit the pod's memory.
   */
  PASSWORD_HASH_CONCURRENCY: z.coerce.number().int().min(1).max(16).default(2),
  PASSWORD_HASH_QUEUE: z.coerce.number().int().min(0).max(1_000).default(8),
  /** Failed sign-ins per account from one address before each further attempt waits (1 s, doubling). */
  SIGN_IN_FREE_FAILURES: z.coerce.number().int().min(1).max(100).default(3),
  /** The longest wait between attempts on one account from one address. */
  SIGN_IN_MAX_DELAY_SECONDS: z.coerce.number().int().min(1).max(86_400).default(900),
  /** Failures in 15 minutes on one account (any address) or from one address (any account) after which every failure costs the longest wait. */
  SIGN_IN_FAILURES_PER_ACCOUNT_15_MIN: z.coerce.number().int().min(1).max(10_000).default(10),
  SIGN_IN_FAILURES_PER_ADDRESS_15_MIN: z.coerce.number().int().min(1).max(100_000).default(50),
  /** Accounts created from one client address per hour. */
  SIGN_UPS_PER_HOUR: z.coerce.number().int().min(1).max(10_000).default(20),
  /** How long a mailed password reset link works (decision 043). */
  PASSWORD_RESET_LINK_MINUTES: z.coerce.number().int().min(5).max(1_440).default(30),
  /** Password reset requests from one client address per hour. */
  PASSWORD_RESETS_PER_HOUR: z.coerce.number().int().min(1).max(10_000).default(10),
  /** How long an invitation's link works (decision 051). */
  INVITATION_VALID_DAYS: z.coerce.number().int().min(1).max(30).default(14),
  /** Invitation pages opened and answered per client address an hour: a token cannot be guessed, but nobody gets to try. */
  INVITATION_ACCEPTS_PER_HOUR: z.coerce.number().int().min(1).max(10_000).default(30),
  /**
   * Portals whose administrators hold admin rights only in a sign-in with a passkey or a recovery
   * code (decision 052), e.g. "spring,kube"; a password sign-in of theirs has learner rights.
   */
  ADMIN_SECOND_FACTOR_PORTALS: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.enum(TENANTS))),
  /** Passkey challenges (each a stored row) and passkey sign-in answers per client address an hour (decision 047). */
  PASSKEY_CALLS_PER_HOUR: z.coerce.number().int().min(1).max(10_000).default(60),
  /** Replaced by the SIGN_IN_* keys above; refused so a deployment does not silently lose its setting. */
  SIGN_IN_ATTEMPTS_PER_15_MIN: z.string().optional(),
  /** A lab provider's environment address; {tenant}, {course}, {lesson} and {user} are replaced. Unset: labs run locally. */
  LAB_URL_TEMPLATE: z.preprocess(emptyAsUndefined, z.string().url().optional()),
  /** Outgoing mail server, e.g. smtp://user:pass@mail.example.com:587; unset keeps mail in the dev outbox (mail_messages). */
  SMTP_URL: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^smtps?:\/\/\S+$/, 'must be an smtp:// or smtps:// address')
      .optional(),
  ),
  /** The sender of every message; {tenant} and {brand} are replaced. */
  MAIL_FROM: z.string().min(3).default('"{brand}" <no-reply@{tenant}.academy.test>'),
  /** Where /contact messages go when the portal has no verified contact address on /email; {tenant} is replaced. */
  CONTACT_EMAIL_TEMPLATE: z.string().min(3).default('contact@{tenant}.academy.test'),
  /** Tries a message gets before it is given up, the first included (decision 027). */
  MAIL_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(20).default(8),
  /** The wait after a message's first failed try; it doubles after each further one (at most 6 hours). */
  MAIL_RETRY_BASE_SECONDS: z.coerce.number().int().min(1).max(3_600).default(60),
  /** Tries a webhook delivery gets before it is given up, the first included (decision 054). */
  WEBHOOK_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(20).default(8),
  /** The wait after a delivery's first failed try; it doubles after each further one (at most 6 hours). */
  WEBHOOK_RETRY_BASE_SECONDS: z.coerce.number().int().min(1).max(3_600).default(30),
  /** How often each replica sends the due deliveries; 0 turns the rounds off (the tests run them). */
  WEBHOOK_ROUND_SECONDS: z.coerce.number().int().min(0).max(3_600).default(5),
  /** Webhook endpoints may be on loopback and private networks: off, so an administrator cannot reach the services beside the server. */
  WEBHOOK_ALLOW_PRIVATE_ADDRESSES: z.enum(['true', 'false']).default('false'),
  /** Anonymous feedback, contact messages and topic requests allowed per client address per hour. */
  ANONYMOUS_FEEDBACK_PER_HOUR: z.coerce.number().int().min(1).max(10_000).default(20),
  ANONYMOUS_CONTACT_PER_HOUR: z.coerce.number().int().min(1).max(10_000).default(5),
  ANONYMOUS_TOPIC_REQUESTS_PER_HOUR: z.coerce.number().int().min(1).max(10_000).default(10),
  /** Searches a visitor's client address may have computed per hour (answers already in the cache are free). */
  ANONYMOUS_SEARCHES_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(600),
  /** A certificate's PDF is drawn on the server (tens of milliseconds): visitors' downloads per client address. */
  ANONYMOUS_CERTIFICATE_PDFS_PER_HOUR: z.coerce.number().int().min(1).max(10_000).default(60),
  /** Memory this replica may spend on drawn certificate PDFs, one per certificate version (decision 025); 0 draws every request. */
  CERTIFICATE_PDF_CACHE_MB: z.coerce.number().int().min(0).max(4_096).default(16),
  /** The hosted video player (account and player id); lessons with a videoId play in it. Unset: HTML5 video only. */
  VIDEO_PLAYER_ACCOUNT_ID: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^[\w-]{1,64}$/)
      .optional(),
  ),
  VIDEO_PLAYER_ID: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^[\w-]{1,64}$/)
      .optional(),
  ),
  VIDEO_PLAYER_URL_TEMPLATE: z
    .string()
    .regex(/^https:\/\/\S*\{videoId\}\S*$/, 'must be an https address containing {videoId}')
    .default('https://players.brightcove.net/{accountId}/{playerId}_default/index.html?videoId={videoId}'),
  /** Where a free learner becomes pro (an https page of the operator); unset: the pro page offers the contact form. */
  PRO_UPGRADE_URL: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^https:\/\/\S+$/, 'must be an https address')
      .optional(),
  ),
  /** The learning path /learning-path opens, per portal (a path slug); unset: the list of paths. */
  LEARNING_PATH_SLUG_SPRING: z.preprocess(emptyAsUndefined, z.string().regex(SLUG).optional()),
  LEARNING_PATH_SLUG_KUBE: z.preprocess(emptyAsUndefined, z.string().regex(SLUG).optional()),
  LEARNING_PATH_SLUG_TANZU: z.preprocess(emptyAsUndefined, z.string().regex(SLUG).optional()),
  /** The OpenAPI document and its page at /api/docs; default on outside production, off in production. */
  API_DOCS: z.enum(['true', 'false']).optional(),
  BODY_LIMIT_BYTES: z.coerce.number().int().min(1_024).max(50_000_000).default(1_048_576),
});

export type AppConfig = ReturnType<typeof loadConfig>;

/** Every environment variable the server reads (the deployment manifests are checked against it). */
export const CONFIG_KEYS: readonly string[] = Object.keys(environmentSchema.shape);

const jwksSchema = z.object({
  keys: z.array(z.looseObject({ kty: z.literal('RSA'), d: z.string(), kid: z.string() })).min(1),
}) as unknown as z.ZodType<{ keys: JWK[] }>;

/** Reads the environment once at start and fails naming every bad key. */
const mebibytes = (bytes: number) => Math.round(bytes / 2 ** 20);

/**
 * The configuration from the environment, checked as a whole. `memoryLimit` is the process's memory
 * limit in bytes (its cgroup's, as in a pod), which the concurrent password hashes must fit.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, memoryLimit = memoryLimitBytes()) {
  const parsed = environmentSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const config = parsed.data;
  const production = config.NODE_ENV === 'production';
  const demoAccounts = (config.DEMO_ACCOUNTS ?? (production ? 'false' : 'true')) === 'true';
  const embedded = !config.OIDC_ISSUER;
  const problems = [
    production && demoAccounts ? 'DEMO_ACCOUNTS: must not be true in production (known passwords)' : '',
    production && embedded && !config.OIDC_JWKS ? 'OIDC_JWKS: required in production for the embedded identity provider' : '',
    production && embedded && !config.OIDC_COOKIE_KEYS ? 'OIDC_COOKIE_KEYS: required in production for the embedded identity provider' : '',
    config.SIGN_IN_ATTEMPTS_PER_15_MIN !== undefined
      ? 'SIGN_IN_ATTEMPTS_PER_15_MIN: no longer used; set SIGN_IN_FAILURES_PER_ACCOUNT_15_MIN (and see SIGN_IN_FREE_FAILURES, SIGN_IN_MAX_DELAY_SECONDS) instead'
      : '',
    production && !config.PUBLIC_ORIGIN_TEMPLATE?.startsWith('https://')
      ? 'PUBLIC_ORIGIN_TEMPLATE: required in production, as https:// origins (tokens and sign-in cookies must not travel in clear)'
      : '',
    production && config.OIDC_ISSUER?.startsWith('http://') ? 'OIDC_ISSUER: must be an https:// address in production' : '',
    production && config.PASSWORD_HASH_COST < 17 ? 'PASSWORD_HASH_COST: must be at least 17 in production (scrypt N=2^17)' : '',
    production && !config.SMTP_URL
      ? 'SMTP_URL: required in production (without it mail only reaches the outbox, so e-mail verification proves nothing)'
      : '',
    memoryLimit !== undefined && hashMemory(config.PASSWORD_HASH_COST, config.PASSWORD_HASH_CONCURRENCY) > memoryLimit / 2
      ? `PASSWORD_HASH_CONCURRENCY: ${config.PASSWORD_HASH_CONCURRENCY} hashes at cost ${config.PASSWORD_HASH_COST} hold ` +
        `${mebibytes(hashMemory(config.PASSWORD_HASH_COST, config.PASSWORD_HASH_CONCURRENCY))} MiB, more than half of the ` +
        `${mebibytes(memoryLimit)} MiB memory limit: lower it or raise the limit`
      : '',
  ].filter(Boolean);
  let jwks: { keys: JWK[] } | undefined;
  try {
    jwks = config.OIDC_JWKS ? jwksSchema.parse(JSON.parse(config.OIDC_JWKS)) : undefined;
  } catch {
    problems.push('OIDC_JWKS: must be a JSON Web Key Set with private RSA keys');
  }
  const cookieKeys = config.OIDC_COOKIE_KEYS?.split(',').map((key) => key.trim());
  if (cookieKeys?.some((key) => key.length < 32)) problems.push('OIDC_COOKIE_KEYS: each key must be at least 32 characters');
  if (problems.length > 0) throw new Error(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  return {
    ...config,
    DATA_DIR: resolve(config.DATA_DIR),
    CONTENT_DIR: resolve(config.CONTENT_DIR),
    MIGRATIONS_DIR: resolve(config.MIGRATIONS_DIR),
    WEB_DIST_DIR: resolve(config.WEB_DIST_DIR),
    logFormat: config.LOG_FORMAT ?? (!RELEASED && config.NODE_ENV === 'development' ? 'pretty' : 'json'),
    /**
     * Live preview of content/ (decision 065): set only by `npm run author`'s entry, never by the
     * environment, so no deployment can turn it on.
     */
    authorMode: false as boolean,
    demoAccounts,
    apiDocs: (config.API_DOCS ?? (production ? 'false' : 'true')) === 'true',
    oidcKeys: { jwks, cookieKeys },
    publicOriginTemplate: config.PUBLIC_ORIGIN_TEMPLATE ?? `http://{tenant}.localhost:${config.PORT}`,
    database: config.DATABASE_URL
      ? ({ engine: 'postgres', url: config.DATABASE_URL, poolMax: config.DATABASE_POOL_MAX } as const)
      : ({ engine: 'pglite', dataDir: resolve(config.DATA_DIR) } as const),
  };
}
