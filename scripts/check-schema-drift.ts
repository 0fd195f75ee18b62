/**
 * Fails when `apps/api/src/db/schema.ts` and the migrations disagree: drizzle-kit generates into a
 * copy of the migrations folder, and any new file there is a change to the schema that no migration
 * carries (write it with `npm run db:generate --workspace @academy/api`).
 */
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const API = fileURLToPath(new URL('../apps/api', import.meta.url));
const MIGRATIONS = join(API, 'src/db/migrations');
// drizzle-kit reads --out relative to its working folder, and exits 0 even when it fails: its words are checked too.
const copy = mkdtempSync(join(API, '.schema-drift-'));
try {
  cpSync(MIGRATIONS, copy, { recursive: true });
  const before = new Set(readdirSync(copy));
  const output = execFileSync(
    join(API, '../../node_modules/.bin/drizzle-kit'),
    ['generate', '--dialect', 'postgresql', '--schema', 'src/db/schema.ts', '--out', relative(API, copy), '--breakpoints'],
    { cwd: API, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const added = readdirSync(copy).filter((name) => !before.has(name));
  if (added.length > 0) {
    console.error(
      `schema.ts has changes no migration carries (drizzle-kit would write ${added.join(', ')}): run npm run db:generate --workspace @academy/api`,
    );
    process.exitCode = 1;
  } else if (!output.includes('No schema changes')) {
    console.error(`drizzle-kit could not compare schema.ts with the migrations:\n${output}`);
    process.exitCode = 1;
  } else {
    console.log('schema drift: none (schema.ts matches the migrations)');
  }
} finally {
  rmSync(copy, { recursive: true, force: true });
}
