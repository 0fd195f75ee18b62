import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { LineCounter, parseAllDocuments } from 'yaml';

interface ModelClass {
  apiVersion: string;
  kind: string;
  new (data: object): { validate(): void };
}

/**
 * The model packages: Kubernetes itself and the custom resources the courses teach. They belong to
 * authoring (the repository's development dependencies, where `content:import --check` and a push
 * with `--server` run, decision 049): the release ships without them, so the server's own import
 * parses manifests and checks their images but not their schemas.
 */
export const KUBERNETES_MODEL_PACKAGES = [
  'kubernetes-models',
  '@kubernetes-models/argo-cd',
  '@kubernetes-models/argo-rollouts',
  '@kubernetes-models/flux-cd',
  '@kubernetes-models/gateway-api',
];

/**
 * Which installed package models each apiVersion, read from the packages' export maps. Loading a
 * package's index evaluates every model (seconds), so each kind's module is loaded on first use instead.
 */
let modelled: Map<string, string[]> | null = null;
function modelledVersions(): Map<string, string[]> {
  if (modelled) return modelled;
  modelled = new Map();
  for (const dir of installedModelPackages()) {
    const exports = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')).exports as Record<string, unknown>;
    for (const key of Object.keys(exports)) {
      const match = /^\.\/(.+)\/\*$/.exec(key);
      if (!match || match[1].startsWith('_') || match[1].startsWith('github.com')) continue;
      modelled.set(match[1], [...(modelled.get(match[1]) ?? []), dir]);
    }
  }
  return modelled;
}

/** The folders of the model packages installed here: all of them with the development dependencies, none in the release. */
function installedModelPackages(): string[] {
  const require = createRequire(import.meta.url);
  return KUBERNETES_MODEL_PACKAGES.flatMap((name) => {
    const found = (require.resolve.paths(name) ?? []).map((base) => join(base, name)).find((dir) => existsSync(join(dir, 'package.json')));
    return found ? [found] : [];
  });
}

/** Whether manifests are checked against their schemas here, or only parsed (the release). */
export const kubernetesSchemasChecked = (): boolean => installedModelPackages().length > 0;

const models = new Map<string, ModelClass | null>();

/**
 * Loads the model of every apiVersion and kind the texts name. Loading a package's index evaluates
 * every model (seconds) and its export map allows only import, so each kind's module is imported by
 * path, once, before the synchronous checks run.
 */
export async function loadKubernetesModels(texts: string[]): Promise<void> {
  const versions = new Set<string>();
  const kinds = new Set<string>();
  for (const text of texts) {
    for (const match of text.matchAll(/apiVersion["']?\s*:\s*["']?([\w./-]+)/g)) versions.add(match[1]);
    for (const match of text.matchAll(/kind["']?\s*:\s*["']?([A-Z][A-Za-z0-9]*)/g)) kinds.add(match[1]);
  }
  const loads: Promise<void>[] = [];
  for (const apiVersion of versions) {
    for (const kind of kinds) {
      const key = `${apiVersion}/${kind}`;
      if (!loading.has(key)) loading.set(key, loadModel(apiVersion, kind));
      loads.push(loading.get(key)!);
    }
  }
  await Promise.all(loads);
}

const loading = new Map<string, Promise<void>>();
async function loadModel(apiVersion: string, kind: string): Promise<void> {
  const key = `${apiVersion}/${kind}`;
  for (const dir of modelledVersions().get(apiVersion) ?? []) {
    const file = join(dir, apiVersion, `${kind}.js`);
    if (!existsSync(file)) continue;
    const module = (await import(pathToFileURL(file).href)) as Record<string, ModelClass | undefined>;
    const candidate = module[kind];
    if (candidate?.kind === kind && candidate.apiVersion === apiVersion) models.set(key, candidate);
  }
  if (!models.has(key)) models.set(key, null);
}

function modelFor(apiVersion: string, kind: string): ModelClass | null {
  const key = `${apiVersion}/${kind}`;
  if (!models.has(key)) throw new Error(`${key} was not loaded: call loadKubernetesModels with the text first`);
  return models.get(key)!;
}

function groupOf(apiVersion: string): string {
  return apiVersion.includes('/') ? apiVersion.slice(0, apiVersion.lastIndexOf('/')) : '';
}

function isModelledGroup(apiVersion: string): boolean {
  const group = groupOf(apiVersion);
  return [...modelledVersions().keys()].some((version) => groupOf(version) === group);
}

/**
 * API versions the models still carry but a supported Kubernetes (1.35) no longer serves. Manifests
 * written against them fail `kubectl apply` with "no matches for kind".
 */
const REMOVED = new Set([
  'extensions/v1beta1',
  'apps/v1beta1',
  'apps/v1beta2',
  'autoscaling/v2beta1',
  'autoscaling/v2beta2',
  'batch/v1beta1',
  'policy/v1beta1',
  'networking.k8s.io/v1beta1',
  'rbac.authorization.k8s.io/v1beta1',
  'storage.k8s.io/v1beta1',
  'flowcontrol.apiserver.k8s.io/v1beta3',
]);

export interface ManifestIssue {
  /** 1-based line within the block. */
  line: number;
  message: string;
}

/**
 * Checks each document of a YAML block that is an object of a modelled API group (apiVersion and
 * kind set) against its schema, and that every image it names is pinned. Documents of other
 * groups (Backstage, Kustomize, operators' resources) and fragments without apiVersion are only
 * parsed. A block holding Helm template expressions is not YAML until rendered and is skipped.
 */
export function kubernetesManifestIssues(code: string): ManifestIssue[] {
  if (code.includes('{{')) return [];
  const counter = new LineCounter();
  const documents = parseAllDocuments(code, { lineCounter: counter, prettyErrors: false });
  if (!Array.isArray(documents)) return [];
  const issues: ManifestIssue[] = [];
  for (const document of documents) {
    if (document.errors.length > 0) {
      const error = document.errors[0];
      issues.push({ line: counter.linePos(error.pos[0]).line, message: `not valid YAML: ${error.message.split('\n')[0]}` });
      continue;
    }
    const object = document.toJS() as unknown;
    if (!object || typeof object !== 'object' || Array.isArray(object)) continue;
    const { apiVersion, kind } = object as { apiVersion?: unknown; kind?: unknown };
    if (typeof apiVersion !== 'string' || typeof kind !== 'string') continue;
    const start = document.contents?.range?.[0] ?? document.range[0];
    const line = counter.linePos(start).line;
    const Model = REMOVED.has(apiVersion) ? null : modelFor(apiVersion, kind);
    if (REMOVED.has(apiVersion) || (!Model && isModelledGroup(apiVersion))) {
      issues.push({ line, message: `${kind} ${apiVersion} is not served by Kubernetes 1.35` });
      continue;
    }
    if (Model) {
      try {
        new Model(object).validate();
      } catch (error) {
        const { path, message } = schemaProblem(error);
        const at = keyOffset(document, path);
        const lineOfField = at === null ? line : counter.linePos(at).line;
        issues.push({ line: lineOfField, message: `${kind} ${apiVersion} does not match its schema: ${message}` });
      }
    }
    for (const image of imagesOf(object)) {
      if (!/[:@]/.test(image.replace(/^[^/]+:\d+\//, '')) || /:latest$/.test(image)) {
        issues.push({ line, message: `image "${image}" is not pinned: name a version tag or digest` });
      }
    }
  }
  return issues;
}

type YamlDocument = ReturnType<typeof parseAllDocuments>[number];
interface YamlPair {
  key?: { value?: unknown; range?: [number, number, number] };
}

/** Where the key of the field at `path` is written (an item's own start for a list index). */
function keyOffset(document: YamlDocument, path: (string | number)[]): number | null {
  if (path.length === 0) return null;
  const last = path[path.length - 1];
  const parent = (path.length > 1 ? document.getIn(path.slice(0, -1), true) : document.contents) as { items?: YamlPair[] } | null;
  if (typeof last === 'string') {
    const pair = parent?.items?.find((item) => item.key?.value === last);
    if (pair?.key?.range) return pair.key.range[0];
  }
  const node = document.getIn(path, true) as { range?: [number, number, number] } | undefined;
  return node?.range?.[0] ?? keyOffset(document, path.slice(0, -1));
}

/** The first failing field's path (to find its line) and up to three readable reasons. */
function schemaProblem(error: unknown): { path: (string | number)[]; message: string } {
  const details = (error as { errors?: { instancePath?: string; message?: string }[] }).errors;
  if (!Array.isArray(details) || details.length === 0) return { path: [], message: error instanceof Error ? error.message : String(error) };
  const path = (details[0].instancePath ?? '')
    .split('/')
    .filter(Boolean)
    .map((key) => (/^\d+$/.test(key) ? Number(key) : key.replaceAll('~1', '/').replaceAll('~0', '~')));
  const message = details
    .slice(0, 3)
    .map((detail) => `${detail.instancePath || '/'} ${detail.message ?? ''}`)
    .join('; ');
  return { path, message };
}

function imagesOf(value: unknown): string[] {
  if (!value || typeof value !== 'object') return [];
  if (Array.isArray(value)) return value.flatMap(imagesOf);
  return Object.entries(value).flatMap(([key, inner]) => (key === 'image' && typeof inner === 'string' ? [inner] : imagesOf(inner)));
}
