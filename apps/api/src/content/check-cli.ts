#!/usr/bin/env node
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { TENANTS } from '@academy/shared';
import { DEFAULT_PATHS } from '../paths';
import { readContentBundle } from './bundle';
import { kubernetesSchemasChecked } from './checks/kubernetes-objects';
import { parseBundle } from './parse-bundle';
import { problemLine } from './problem-line';

/**
 * The content check on its own, for a content repository's CI (decision 059):
 *   npm run content:check [-- <folder>] [--tenant kube]      in this repository
 *   node content-check.js <folder>, or academy-content-check   from the release (its bin)
 * Every problem goes to stdout as `file:line:col: message`, named from the working directory; the
 * count goes to stderr. Exits 1 on any problem, 2 when it cannot run. It imports nothing: that is
 * `content:import` (with --server, into a running installation).
 */
const USAGE = 'usage: academy-content-check [<content folder>] [--tenant spring|kube|tanzu ...]';

let args: ReturnType<typeof readArgs>;
try {
  args = readArgs();
} catch (error) {
  fail(`${(error as Error).message}\n${USAGE}`);
}
const folder = resolve(args.positionals[0] ?? process.env.CONTENT_DIR ?? DEFAULT_PATHS.content);
const tenants = args.values.tenant;
const unknown = (tenants ?? []).filter((tenant) => !(TENANTS as readonly string[]).includes(tenant));
if (unknown.length > 0) fail(`Unknown portal ${unknown.join(', ')}: use ${TENANTS.join(', ')}`);
if (!TENANTS.some((tenant) => existsSync(join(folder, tenant)))) {
  fail(`${folder} holds no portal folder (${TENANTS.map((tenant) => `${tenant}/`).join(', ')})\n${USAGE}`);
}

const bundle = await readContentBundle(folder, tenants);
const { issues } = await parseBundle(bundle);
for (const issue of issues) console.log(problemLine(issue, folder, process.cwd()));
if (!kubernetesSchemasChecked()) {
  console.error(
    'Kubernetes manifests were parsed, not checked against their schemas: install the kubernetes-models packages beside the check to check them.',
  );
}
console.error(`${bundle.files.length} files checked, ${issues.length} ${issues.length === 1 ? 'problem' : 'problems'}`);
process.exit(issues.length > 0 ? 1 : 0);

function readArgs() {
  return parseArgs({ allowPositionals: true, options: { tenant: { type: 'string', multiple: true } } });
}

function fail(message: string): never {
  console.error(message);
  process.exit(2);
}
