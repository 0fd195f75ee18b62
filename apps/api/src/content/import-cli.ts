#!/usr/bin/env node
import { parseArgs } from 'node:util';
import { TENANTS, type TenantId } from '@academy/shared';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { runMigrations } from '../db/migrate';
import { readContentBundle } from './bundle';
import { kubernetesSchemasChecked } from './checks/kubernetes-objects';
import type { ContentIssue } from './front-matter-file';
import { importContent } from './import-content';
import { parseBundle } from './parse-bundle';
import { pushBundle } from './push-bundle';
import { getMarkdownRenderer } from './render-markdown';

/**
 * npm run content:import [-- --check] [--tenant kube] [--dir content] [--server https://academy.example.com]
 * Validates the content folder and upserts it; --check only validates. With --server the bundle of
 * the one --tenant goes to that installation's content API instead, authenticated by the personal
 * access token in ACADEMY_TOKEN (ability content:write). Exits 1 on any issue.
 */
const { values } = parseArgs({
  options: {
    check: { type: 'boolean', default: false },
    tenant: { type: 'string', multiple: true },
    dir: { type: 'string' },
    server: { type: 'string' },
  },
});

const KUBERNETES_PARSED_ONLY =
  "Kubernetes manifests were parsed, not checked against their schemas: the models come with the repository's development dependencies (npm ci there).";

const config = loadConfig();
const unknown = (values.tenant ?? []).filter((tenant) => !(TENANTS as readonly string[]).includes(tenant));
if (unknown.length > 0) {
  console.error(`Unknown tenant ${unknown.join(', ')}: use ${TENANTS.join(', ')}`);
  process.exit(2);
}

const bundle = await readContentBundle(values.dir ?? config.CONTENT_DIR, values.tenant);
const parsed = await parseBundle(bundle);

if (values.check) {
  report(parsed.issues);
  if (!kubernetesSchemasChecked()) console.log(KUBERNETES_PARSED_ONLY);
  console.log(`${bundle.files.length} files checked, ${parsed.issues.length} issues`);
  process.exit(parsed.issues.length > 0 ? 1 : 0);
}

if (values.server) {
  const [tenantId, ...others] = values.tenant ?? [];
  const token = process.env.ACADEMY_TOKEN;
  if (!tenantId || others.length > 0 || !token) {
    console.error('--server needs exactly one --tenant and a personal access token of that portal in ACADEMY_TOKEN');
    process.exit(2);
  }
  if (parsed.issues.length > 0) {
    report(parsed.issues);
    process.exit(1);
  }
  const pushed = await pushBundle({ server: values.server, tenantId: tenantId as TenantId, token }, bundle);
  (pushed.ok ? console.log : console.error)(pushed.message);
  process.exit(pushed.ok ? 0 : 1);
}

const handle = await openDatabase(config.database);
try {
  await runMigrations(handle, config.MIGRATIONS_DIR);
  const result = await importContent(handle.db, parsed, await getMarkdownRenderer());
  for (const tenant of result.tenants) {
    console.log(
      `${tenant.tenantId}: ${tenant.courses} courses, ${tenant.lessons} lessons, ${tenant.guides} guides, ` +
        `${tenant.paths} paths, ${tenant.instructors} instructors, ${tenant.pages} pages; ${result.written[tenant.tenantId] ?? 0} rows written`,
    );
  }
  report(result.issues);
  process.exitCode = result.issues.length > 0 ? 1 : 0;
} finally {
  await handle.close();
}

function report(issues: ContentIssue[]): void {
  for (const issue of issues) {
    console.error(`${issue.file}:${issue.line}${issue.field ? ` [${issue.field}]` : ''} ${issue.message}`);
  }
}
