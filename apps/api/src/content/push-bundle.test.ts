import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../db/schema';
import { adminToken } from '../test/admin-token';
import { createTestApp, type TestApp } from '../test/test-app';

const run = promisify(execFile);
const apiRoot = fileURLToPath(new URL('../..', import.meta.url));

let t: TestApp;
let server: string;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  server = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(() => t.close());

/** `npm run content:import -- --server <server> --tenant <tenant>`, as an operator types it. */
async function importToServer(tenant: string, token: string | undefined) {
  const env = { ...process.env, ACADEMY_TOKEN: token ?? '' };
  const args = ['--import', 'tsx', 'src/content/import-cli.ts', '--server', server, '--tenant', tenant];
  try {
    const { stdout } = await run(process.execPath, args, { cwd: apiRoot, env });
    return { code: 0, output: stdout };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: failed.stdout + failed.stderr };
  }
}

// Each run of the CLI compiles it with tsx in a process of its own: 20 s on a busy 2-core machine.
describe('content:import --server', { timeout: 120_000 }, () => {
  it("sends the portal's content folder to a running installation with a content:write token", async () => {
    const { token } = await adminToken(t, 'kube', 'Pipeline', ['content:write'], 1);
    const pushed = await importToServer('kube', token);
    expect(pushed.output).toMatch(/^kube: \d+ courses, \d+ lessons/m);
    expect(pushed.code).toBe(0);
    const audits = await t.database.db.select().from(auditLog);
    expect(audits.some((row) => row.action === 'content.import' && row.tenantId === 'kube')).toBe(true);
  });

  it('fails with the server message for a token without the ability, and asks for a token when none is given', async () => {
    const { token } = await adminToken(t, 'kube', 'Alerts', ['alerts:write'], 1);
    const refused = await importToServer('kube', token);
    expect(refused.code).toBe(1);
    expect(refused.output).toContain('This personal access token lacks the content:write ability');
    const missing = await importToServer('kube', undefined);
    expect(missing.code).toBe(2);
    expect(missing.output).toContain('ACADEMY_TOKEN');
  });
});
