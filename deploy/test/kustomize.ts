import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { parse, parseAllDocuments } from 'yaml';

/**
 * The part of Kustomize these manifests use (resources, namespace, images, JSON 6902 patches),
 * so `npm test` renders them on machines without kubectl. A kustomization using anything else is
 * refused rather than rendered wrongly; the output was checked equal to `kubectl kustomize` 5.5.
 */
export type K8sObject = {
  apiVersion: string;
  kind: string;
  metadata: { name: string; namespace?: string; labels?: Record<string, string> };
  [key: string]: unknown;
};

interface Kustomization {
  resources?: string[];
  namespace?: string;
  images?: { name: string; newName?: string; newTag?: string }[];
  patches?: { target: { kind: string; name: string }; patch: string }[];
}

const SUPPORTED = new Set(['apiVersion', 'kind', 'resources', 'namespace', 'images', 'patches']);

export function kustomize(directory: string): K8sObject[] {
  const kustomization = parse(readFileSync(join(directory, 'kustomization.yaml'), 'utf8')) as Kustomization;
  const unsupported = Object.keys(kustomization).filter((key) => !SUPPORTED.has(key));
  if (unsupported.length > 0) throw new Error(`${directory}: this renderer does not support ${unsupported.join(', ')}`);
  const objects: K8sObject[] = [];
  for (const resource of kustomization.resources ?? []) {
    const path = join(directory, resource);
    if (statSync(path).isDirectory()) objects.push(...kustomize(path));
    else objects.push(...parseAllDocuments(readFileSync(path, 'utf8')).map((document) => document.toJSON() as K8sObject));
  }
  for (const { target, patch } of kustomization.patches ?? []) {
    const matches = objects.filter((object) => object.kind === target.kind && object.metadata.name === target.name);
    if (matches.length === 0) throw new Error(`${directory}: no ${target.kind} ${target.name} to patch`);
    for (const object of matches) for (const operation of parse(patch) as Operation[]) applyOperation(object, operation);
  }
  for (const image of kustomization.images ?? []) {
    for (const container of containersOf(objects)) {
      const [name, tag] = container.image.split(':');
      if (name === image.name) container.image = `${image.newName ?? name}:${image.newTag ?? tag}`;
    }
  }
  if (kustomization.namespace) for (const object of objects) object.metadata.namespace = kustomization.namespace;
  return objects;
}

function containersOf(objects: K8sObject[]): { image: string }[] {
  return objects.flatMap((object) => {
    const pod = (
      object.spec as { template?: { spec?: { containers?: { image: string }[]; initContainers?: { image: string }[] } } } | undefined
    )?.template?.spec;
    return [...(pod?.containers ?? []), ...(pod?.initContainers ?? [])];
  });
}

interface Operation {
  op: 'add' | 'replace' | 'remove';
  path: string;
  value?: unknown;
}

/** RFC 6902 add, replace and remove; replace and remove need the path to exist, as in Kustomize. */
function applyOperation(target: object, { op, path, value }: Operation) {
  const keys = path
    .split('/')
    .slice(1)
    .map((key) => key.replaceAll('~1', '/').replaceAll('~0', '~'));
  const last = keys.pop()!;
  let parent: Record<string, unknown> | unknown[] = target as Record<string, unknown>;
  for (const key of keys) {
    const next = (parent as Record<string, unknown>)[key];
    if (typeof next !== 'object' || next === null) throw new Error(`patch path ${path} does not exist`);
    parent = next as Record<string, unknown>;
  }
  const exists = Array.isArray(parent) ? Number(last) < parent.length : last in parent;
  if (op !== 'add' && !exists) throw new Error(`patch path ${path} does not exist`);
  if (Array.isArray(parent)) {
    const index = last === '-' ? parent.length : Number(last);
    if (op === 'remove') parent.splice(index, 1);
    else parent.splice(index, op === 'replace' ? 1 : 0, structuredClone(value));
  } else if (op === 'remove') delete parent[last];
  else parent[last] = structuredClone(value);
}
