import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

const run = promisify(execFile);
const apiRoot = fileURLToPath(new URL('..', import.meta.url));

/** `npm run admin -- ...` as an operator types it; a real run against the release is in the production suite (deploy/production). */
async function admin(...args: string[]) {
  try {
    const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', 'src/admin-cli.ts', ...args], { cwd: apiRoot });
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: failed.stdout + failed.stderr };
  }
}

describe('admin.js', () => {
  it('refuses a mistyped command before it touches the database, saying what is wrong and how to call it', async () => {
    for (const [args, problem] of [
      [['make', '--tenant', 'kube', '--email', 'a@example.com'], 'the command must be "generate-keys" or "create"'],
      [['create', '--tenant', 'nope', '--email', 'a@example.com'], '--tenant must be one of spring, kube, tanzu'],
      [['create', '--tenant', 'kube', '--email', 'not-an-address'], 'email: E-mail must be a valid email'],
      [['create', '--tenant', 'kube', '--email', 'a@example.com', '--valid-hours', '1000'], 'valid-hours'],
    ] as const) {
      const result = await admin(...args);
      expect(result.code, args.join(' ')).toBe(2);
      expect(result.output).toContain(problem);
      expect(result.output).toContain('node admin.js create --tenant');
    }
  }, 60_000);

  it("generates the embedded provider's secrets in the form the Secret takes, which the server accepts", async () => {
    const result = await admin('generate-keys');
    expect(result.code).toBe(0);
    const lines = Object.fromEntries(
      result.output
        .trim()
        .split('\n')
        .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
    );
    expect(Object.keys(lines)).toEqual(['OIDC_JWKS', 'OIDC_COOKIE_KEYS']);
    const config = loadConfig({ NODE_ENV: 'test', ...lines });
    expect(config.oidcKeys.jwks?.keys[0]).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig' });
    expect(config.oidcKeys.cookieKeys?.[0].length).toBeGreaterThanOrEqual(32);
    expect((await admin('generate-keys')).output).not.toBe(result.output);
  }, 60_000);
});
