import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCalls, SESSION_REFRESH_PATH, SESSION_TOKEN_PATH, TOKEN_ABILITIES, type ApiCall, type TokenAbility } from '@academy/shared';
import { LOGOUT_SCRIPT_PATH } from '../identity/views';
import { PASSKEY_SCRIPT_PATH } from '../identity/passkey-script';
import { PASSWORD_LINK_PATH } from '../services/accounts/password-links';
import { createAccount } from '../identity/accounts';
import { adminToken } from '../test/admin-token';
import { OidcTestClient } from '../test/oidc-client';
import { createTestApp, type TestApp } from '../test/test-app';

const TABLE = fileURLToPath(new URL('../../../../docs/api-roles.md', import.meta.url));
const SOURCE = fileURLToPath(new URL('..', import.meta.url));
const rows = readFileSync(TABLE, 'utf8')
  .split('\n')
  .map((line) =>
    /^\| (GET|POST|PUT|DELETE|PATCH) \| (\S+) \| (any|signed-in|user|admin|admin or token:([a-z]+:[a-z]+)) \| `(\S+)` \|$/.exec(line),
  )
  .filter((match): match is RegExpExecArray => match !== null)
  .map(([, method, path, role, ability, file]) => ({ method, path, role, ability: ability as TokenAbility | undefined, file }));

/** Paths some modules register through a named constant. */
const PATH_CONSTANTS: Record<string, string> = {
  SESSION_TOKEN_PATH,
  SESSION_REFRESH_PATH,
  LOGOUT_SCRIPT_PATH,
  PASSWORD_LINK_PATH,
  PASSKEY_SCRIPT_PATH,
};

/** How a module names the route it registers: its call in apiCalls, or the path itself. */
function namesRoute(source: string, method: string, path: string): boolean {
  for (const [group, calls] of Object.entries(apiCalls)) {
    for (const [name, call] of Object.entries(calls as Record<string, ApiCall>)) {
      if (call.method === method && call.path === path) return source.includes(`apiCalls.${group}.${name},`);
    }
  }
  if (source.includes(`'${path}'`) || source.includes(`'${path.replace(/\/\*$/, '')}'`)) return true;
  return Object.entries(PATH_CONSTANTS).some(([name, value]) => value === path && source.includes(name));
}

let t: TestApp;
let learnerToken: string;
/** Personal access tokens of the kube portal: one per ability, one with every ability but that one, one with all. */
const only = {} as Record<TokenAbility, string>;
const allBut = {} as Record<TokenAbility, string>;
let allAbilities: string;
beforeAll(async () => {
  t = await createTestApp();
  await createAccount(t.database.db, 'kube', {
    email: 'learner@example.com',
    password: 'correct horse battery',
    firstName: 'L',
    lastName: 'Earner',
  });
  learnerToken = (await new OidcTestClient(t.app, 'kube.localhost:3000').signIn('learner@example.com', 'correct horse battery'))
    .access_token;
  const make = async (abilities: TokenAbility[]) => (await adminToken(t, 'kube', abilities.join(' '), abilities)).token;
  for (const ability of TOKEN_ABILITIES) {
    only[ability] = await make([ability]);
    allBut[ability] = await make(TOKEN_ABILITIES.filter((other) => other !== ability));
  }
  allAbilities = await make([...TOKEN_ABILITIES]);
});
afterAll(() => t.close());

const concrete = (path: string) => path.replace(/:[A-Za-z]+/g, 'sample').replace('*', 'sample/x');

describe('the route table in docs/api-roles.md', () => {
  it('lists every API and identity route with the role its configuration enforces', () => {
    const documented = new Map(rows.map((row) => [`${row.method} ${row.path}`, row.role]));
    const served = t.app.routeRoles.filter(
      (route) => (route.url.startsWith('/api/') || route.url.startsWith('/identity/')) && !route.url.startsWith('/api/docs'),
    );
    expect(served.length).toBeGreaterThan(20);
    for (const route of served) {
      const role = route.ability ? `${route.role} or token:${route.ability}` : route.role;
      expect(documented.get(`${route.method} ${route.url}`), `${route.method} ${route.url}`).toBe(role);
    }
    const servedKeys = new Set(served.map((route) => `${route.method} ${route.url}`));
    for (const row of rows.filter((item) => !item.path.startsWith('/api/docs'))) {
      expect(servedKeys.has(`${row.method} ${row.path}`), `${row.method} ${row.path} is documented but not served`).toBe(true);
    }
  });

  it.each(rows)('$method $path is registered in the file the table names, $file', ({ method, path, file }) => {
    expect(namesRoute(readFileSync(join(SOURCE, file), 'utf8'), method, path)).toBe(true);
  });

  it.each(rows)(
    '$method $path ($role) holds for an anonymous caller, a learner and personal access tokens',
    async ({ method, path, role, ability }) => {
      const call = (token?: string) =>
        t.app.inject({
          method: method as 'GET',
          url: concrete(path),
          // As a browser on the portal's page sends it (the token routes refuse other origins).
          headers: {
            host: 'kube.localhost:3000',
            origin: 'http://kube.localhost:3000',
            ...(token ? { authorization: `Bearer ${token}` } : {}),
          },
          ...(method === 'GET' || method === 'DELETE' ? {} : { payload: {} }),
        });
      const anonymous = await call();
      const learner = await call(learnerToken);
      expect(anonymous.statusCode).toBeLessThan(500);
      expect(learner.statusCode).toBeLessThan(500);
      if (role === 'any') {
        expect([401, 403]).not.toContain(anonymous.statusCode);
      } else {
        expect(anonymous.statusCode).toBe(401);
        expect(anonymous.json()).toMatchObject({ success: false, data: null });
      }
      if (role.startsWith('admin')) expect(learner.statusCode).toBe(403);
      else expect([401, 403]).not.toContain(learner.statusCode);

      if (ability) {
        const withAbility = await call(only[ability]);
        expect(withAbility.statusCode).toBeLessThan(500);
        expect([401, 403]).not.toContain(withAbility.statusCode);
        expect((await call(allBut[ability])).statusCode).toBe(403);
      } else if (role === 'any') {
        expect([401, 403]).not.toContain((await call(allAbilities)).statusCode);
      } else {
        expect((await call(allAbilities)).statusCode).toBe(403);
      }
    },
  );
});
