import { fileURLToPath } from 'node:url';
import { resolve } from 'node:path';
import { z } from 'zod';
import { appEnvironmentSchema } from '@academy/shared';

export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);

const environmentSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  APP_ENV: appEnvironmentSchema.default('local'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATABASE_URL: z.preprocess(emptyAsUndefined, z.url().optional()),
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(200).default(10),
  DATA_DIR: z.string().min(1).default(resolve(REPO_ROOT, 'data')),
  CONTENT_DIR: z.string().min(1).default(resolve(REPO_ROOT, 'content')),
  /** Import the bundled content at start when the database holds none yet. */
  IMPORT_CONTENT_ON_START: z.enum(['empty', 'always', 'never']).default('empty'),
  /** How long a replica serves a cached catalogue before checking the content version again. */
  CONTENT_CACHE_TTL_MS: z.coerce.number().int().min(0).max(3_600_000).default(2_000),
  /** Behind a load balancer: trust its X-Forwarded-* headers (true, a hop count or an address list). */
  TRUST_PROXY: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
  /** Built web app served by this process; unset means <repo>/apps/web/dist. */
  WEB_DIST_DIR: z.string().min(1).default(resolve(REPO_ROOT, 'apps/web/dist')),
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
    .transform((value) => value.split(',').map((item) => item.trim()).filter(Boolean))
    .pipe(z.array(appEnvironmentSchema)),
  BODY_LIMIT_BYTES: z.coerce.number().int().min(1_024).max(50_000_000).default(1_048_576),
});

export type AppConfig = ReturnType<typeof loadConfig>;

/** Reads the environment once at start and fails naming every bad key. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  const parsed = environmentSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const config = parsed.data;
  return {
    ...config,
    DATA_DIR: resolve(config.DATA_DIR),
    CONTENT_DIR: resolve(config.CONTENT_DIR),
    database: config.DATABASE_URL
      ? ({ engine: 'postgres', url: config.DATABASE_URL, poolMax: config.DATABASE_POOL_MAX } as const)
      : ({ engine: 'pglite', dataDir: resolve(config.DATA_DIR) } as const),
  };
}
