import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { AddressInfo } from 'node:net';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { adminToken } from '../test/admin-token';
import { signedInLearner } from '../test/learner';

let t: TestApp;
let document: Record<string, unknown>;
beforeAll(async () => {
  t = await createTestApp();
  document = (await t.app.inject({ url: '/api/docs/json' })).json();
});
afterAll(() => t.close());

/**
 * Redocly's `recommended` ruleset, with what an integrator's client generator needs made an error:
 * an operation id on every operation, a 4xx answer, and security declared.
 */
const RULES = { 'operation-operationId': 'error', 'operation-4xx-response': 'error', 'security-defined': 'error' } as const;

describe('the OpenAPI document', () => {
  it('passes Redocly’s recommended rules with no error; the one warning is the licence the product does not have', async () => {
    const config = await createConfig({ extends: ['recommended'], rules: RULES });
    const problems = await lintFromString({ source: JSON.stringify(document), absoluteRef: 'openapi.json', config });
    const errors = problems.filter((problem) => problem.severity === 'error');
    expect(errors.map((problem) => `${problem.ruleId} ${problem.message} ${problem.location[0]?.pointer}`)).toEqual([]);
    expect(problems.map((problem) => problem.ruleId)).toEqual(['info-license']);
  });

  it('names the wildcard asset path and gives admin routes with an ability the personal access token scheme', () => {
    const paths = document.paths as Record<string, Record<string, { security: unknown; responses: Record<string, unknown> }>>;
    expect(Object.keys(paths).filter((path) => path.includes('{*}'))).toEqual([]);
    expect(paths['/api/content-assets/{tenant}/{path}']).toBeDefined();
    expect(paths['/api/admin/users/search'].post.security).toEqual([{ accessToken: [] }, { personalAccessToken: ['users:read'] }]);
    expect(paths['/api/admin/audit'].get.security).toEqual([{ accessToken: [] }]);
    expect(paths['/api/courses/list'].get.security).toEqual([{}, { accessToken: [] }]);
    expect(Object.keys(paths['/api/admin/audit'].get.responses)).toEqual(['200', '400', '401', '403', '500', 'default']);
  });
});

/** A small integrator's client: it compiles only against the types generated from the document. */
const CLIENT_SOURCE = `
import createClient from 'openapi-fetch';
import type { paths } from './schema';

export function academy(baseUrl: string, token?: string) {
  return createClient<paths>({ baseUrl, headers: { tenantId: 'kube', ...(token && { authorization: 'Bearer ' + token }) } });
}

export async function courseSlugs(baseUrl: string): Promise<string[]> {
  const { data } = await academy(baseUrl).GET('/api/courses/list');
  return data?.data?.courses.map((course) => course.slug) ?? [];
}

export async function myLogin(baseUrl: string, accessToken: string): Promise<string | null> {
  const { data } = await academy(baseUrl, accessToken).GET('/api/user/getUserDetails');
  const account = data?.data;
  return account && 'userId' in account ? account.login : null;
}

export async function userLogins(baseUrl: string, personalAccessToken: string, searchValue: string) {
  const { data, error, response } = await academy(baseUrl, personalAccessToken).POST('/api/admin/users/search', {
    body: { searchValue, pageSize: 5 },
  });
  return { status: response.status, logins: data?.data?.result.content.map((user) => user.login) ?? [], codes: error?.errors.map((e) => e.code) ?? [] };
}

export function wrongCall(baseUrl: string) {
  // @ts-expect-error the generated types know the body's fields: pageSize is a number
  return academy(baseUrl).POST('/api/admin/users/search', { body: { pageSize: 'five' } });
}
`;

describe('a client generated from the document', () => {
  let folder: string;
  let baseUrl: string;
  beforeAll(async () => {
    // Under the repository's node_modules, so the client's `openapi-fetch` import resolves as an integrator's would.
    const cache = join(import.meta.dirname, '../../../../node_modules/.cache');
    mkdirSync(cache, { recursive: true });
    folder = mkdtempSync(join(cache, 'openapi-client-'));
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('compiles with openapi-typescript’s types and calls a public, a signed-in and a token-opened admin route on the real server', async () => {
    writeFileSync(join(folder, 'schema.d.ts'), astToString(await openapiTS(JSON.stringify(document))));
    writeFileSync(join(folder, 'client.mts'), CLIENT_SOURCE);
    const program = ts.createProgram([join(folder, 'client.mts')], {
      strict: true,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      skipLibCheck: true,
      // What a browser integrator compiles with; none of the repository's @types packages.
      lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
      types: [],
      outDir: folder,
    });
    const diagnostics = [...ts.getPreEmitDiagnostics(program), ...program.emit().diagnostics];
    expect(diagnostics.map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'))).toEqual([]);
    const client = await import(pathToFileURL(join(folder, 'client.mjs')).href);

    expect(await client.courseSlugs(baseUrl)).toContain('kubernetes-fundamentals');

    const learner = await signedInLearner(t, 'kube', 'openapi-client@example.com');
    expect(await client.myLogin(baseUrl, learner.token)).toBe('openapi-client@example.com');

    const { token } = await adminToken(t, 'kube', 'client generator', ['users:read']);
    expect(await client.userLogins(baseUrl, token, 'openapi-client')).toEqual({
      status: 200,
      logins: ['openapi-client@example.com'],
      codes: [],
    });
    // The error answers are typed too: the envelope's codes reach the client.
    expect(await client.userLogins(baseUrl, 'acad_pat_not-a-token', 'x')).toMatchObject({ status: 401, codes: ['UNAUTHORIZED'] });
  }, 120_000);
});
