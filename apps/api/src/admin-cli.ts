import { parseArgs } from 'node:util';
import { z } from 'zod';
import { emailSchema, TENANTS } from '@academy/shared';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { runMigrations } from './db/migrate';
import { publicOrigin } from './identity/identity-settings';
import { createCookieKey, createSigningKeys } from './identity/server-keys';
import { PASSWORD_LINK_MAX_HOURS, PASSWORD_LINK_PATH } from './services/accounts/password-links';
import { makeAdministrator } from './services/admin/operator-admins';

const USAGE = `Usage:
  node admin.js generate-keys
      Prints new OIDC_JWKS and OIDC_COOKIE_KEYS lines for the Secret (kubectl create secret
      generic ... --from-env-file). Needs nothing else.
  node admin.js create --tenant <${TENANTS.join('|')}> --email <address> [--first-name <name>] [--last-name <name>] [--valid-hours <1-${PASSWORD_LINK_MAX_HOURS}>]
      Makes the address an administrator of the portal (a new account when it has none) and prints
      a link that sets its password, once, within --valid-hours (24 by default). Recorded in the
      portal's audit log as done by the operator. Runs with the server's environment
      (DATABASE_URL, PUBLIC_ORIGIN_TEMPLATE and the rest).`;

const createSchema = z.object({
  command: z.literal('create'),
  tenant: z.enum(TENANTS, `--tenant must be one of ${TENANTS.join(', ')}`),
  email: emailSchema,
  'first-name': z.string().trim().min(1).max(60).default('Academy'),
  'last-name': z.string().trim().min(1).max(60).default('Administrator'),
  'valid-hours': z.coerce.number().int().min(1).max(PASSWORD_LINK_MAX_HOURS).default(24),
});

/** The embedded provider's secrets in env-file form: one signing key, one cookie key. */
async function generateKeys() {
  console.log(`OIDC_JWKS=${JSON.stringify(await createSigningKeys())}`);
  console.log(`OIDC_COOKIE_KEYS=${createCookieKey()}`);
}

/**
 * `node admin.js <command>` in a release (`npm run admin -- <command>` from the repository): the
 * operator's first steps on a new installation (decision 037).
 */
async function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      tenant: { type: 'string' },
      email: { type: 'string' },
      'first-name': { type: 'string' },
      'last-name': { type: 'string' },
      'valid-hours': { type: 'string' },
      help: { type: 'boolean' },
    },
  });
  if (values.help) return console.log(USAGE);
  const [command, ...extra] = positionals;
  const refuse = (problem: string) => {
    console.error(`${problem}\n\n${USAGE}`);
    process.exit(2);
  };
  if (extra.length > 0) return refuse(`one command only, not ${positionals.join(' ')}`);
  if (command === 'generate-keys') return generateKeys();
  if (command !== 'create') return refuse('the command must be "generate-keys" or "create"');
  const parsed = createSchema.safeParse({ ...values, command });
  if (!parsed.success) return refuse(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('\n'));
  const request = parsed.data;
  const config = loadConfig();
  if (config.OIDC_ISSUER) {
    console.error(
      'admin.js create makes accounts of the embedded identity provider; with OIDC_ISSUER set, accounts live in that provider (decision 006).',
    );
    process.exit(2);
  }
  const database = await openDatabase(config.database);
  try {
    await runMigrations(database, config.MIGRATIONS_DIR);
    const result = await makeAdministrator(database.db, {
      tenantId: request.tenant,
      email: request.email,
      firstName: request['first-name'],
      lastName: request['last-name'],
      validHours: request['valid-hours'],
    });
    const link = `${publicOrigin(config, request.tenant)}${PASSWORD_LINK_PATH}?token=${result.token}`;
    console.log(`${request.tenant}: ${request.email} ${result.created ? 'was created as' : 'is now'} an administrator.`);
    console.log(`Give them this link to set the password; it works once, until ${result.expiresAt.toISOString()}:`);
    console.log(link);
  } finally {
    await database.close();
  }
}

main().catch((error: Error) => {
  console.error(error.name === 'DataDirInUseError' ? error.message : error);
  process.exit(1);
});
