import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { basename, join } from 'node:path';
import { parse, parseAllDocuments } from 'yaml';

/**
 * The part of Kustomize these manifests use (resources, components, namespace, images, JSON 6902
 * patches, ConfigMap generators with their hash suffix), so `npm test` renders them on machines
 * without kubectl. A kustomization using anything else is refused rather than rendered wrongly;
 * where kubectl is installed, manifests.test.ts checks the output equal to `kubectl kustomize`.
 */
export type K8sObject = {
  apiVersion: string;
  kind: string;
  metadata: { name: string; namespace?: string; labels?: Record<string, string>; annotations?: Record<string, string> };
  [key: string]: unknown;
};

interface ConfigMapGenerator {
  name: string;
  behavior?: 'create' | 'merge' | 'replace';
  literals?: string[];
  files?: string[];
  options?: { labels?: Record<string, string>; disableNameSuffixHash?: boolean };
}

interface Kustomization {
  kind?: 'Kustomization' | 'Component';
  resources?: string[];
  components?: string[];
  namespace?: string;
  images?: { name: string; newName?: string; newTag?: string }[];
  patches?: { target: { kind: string; name: string }; patch: string }[];
  configMapGenerator?: ConfigMapGenerator[];
}

const SUPPORTED = new Set(['apiVersion', 'kind', 'resources', 'components', 'namespace', 'images', 'patches', 'configMapGenerator']);
const GENERATOR_FIELDS = new Set(['name', 'behavior', 'literals', 'files', 'options']);
const GENERATOR_OPTIONS = new Set(['labels', 'disableNameSuffixHash']);

type ConfigMap = K8sObject & { data: Record<string, string> };
/** Generated ConfigMaps that get the hash suffix once the whole tree is built, as Kustomize does. */
type Generated = WeakMap<K8sObject, { hashed: boolean }>;

export function kustomize(directory: string): K8sObject[] {
  const generated: Generated = new WeakMap();
  const objects = accumulate(directory, 'Kustomization', [], generated);
  return addHashSuffixes(objects, generated);
}

/** Builds a kustomization onto `objects`: its resources, then its components, generators and transformers, in Kustomize's order. */
function accumulate(directory: string, kind: 'Kustomization' | 'Component', objects: K8sObject[], generated: Generated): K8sObject[] {
  const kustomization = parse(readFileSync(join(directory, 'kustomization.yaml'), 'utf8')) as Kustomization;
  const unsupported = Object.keys(kustomization).filter((key) => !SUPPORTED.has(key));
  if (unsupported.length > 0) throw new Error(`${directory}: this renderer does not support ${unsupported.join(', ')}`);
  if ((kustomization.kind ?? 'Kustomization') !== kind) throw new Error(`${directory}: expected a ${kind}`);
  for (const resource of kustomization.resources ?? []) {
    const path = join(directory, resource);
    // A kustomization it includes is built on its own (its namespace and patches reach only its objects); a component works on these.
    if (statSync(path).isDirectory()) objects.push(...accumulate(path, 'Kustomization', [], generated));
    else objects.push(...parseAllDocuments(readFileSync(path, 'utf8')).map((document) => document.toJSON() as K8sObject));
  }
  for (const component of kustomization.components ?? []) accumulate(join(directory, component), 'Component', objects, generated);
  for (const generator of kustomization.configMapGenerator ?? []) generate(directory, generator, objects, generated);
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

function generate(directory: string, generator: ConfigMapGenerator, objects: K8sObject[], generated: Generated) {
  const unsupported = [
    ...Object.keys(generator).filter((key) => !GENERATOR_FIELDS.has(key)),
    ...Object.keys(generator.options ?? {}).filter((key) => !GENERATOR_OPTIONS.has(key)),
  ];
  if (unsupported.length > 0) throw new Error(`${directory}: this renderer does not support ${unsupported.join(', ')} in a generator`);
  const data: Record<string, string> = {};
  for (const literal of generator.literals ?? []) {
    const separator = literal.indexOf('=');
    data[literal.slice(0, separator)] = literal.slice(separator + 1);
  }
  for (const file of generator.files ?? []) data[basename(file)] = readFileSync(join(directory, file), 'utf8');
  const labels = generator.options?.labels;
  const behavior = generator.behavior ?? 'create';
  if (behavior === 'create') {
    const configMap: ConfigMap = {
      apiVersion: 'v1',
      kind: 'ConfigMap',
      metadata: { name: generator.name, ...(labels && { labels: { ...labels } }) },
      data,
    };
    objects.push(configMap);
    generated.set(configMap, { hashed: !generator.options?.disableNameSuffixHash });
    return;
  }
  const existing = objects.find((object) => object.kind === 'ConfigMap' && object.metadata.name === generator.name) as
    | ConfigMap
    | undefined;
  if (!existing || !generated.has(existing)) throw new Error(`${directory}: no generated ConfigMap ${generator.name} to ${behavior}`);
  existing.data = behavior === 'merge' ? { ...existing.data, ...data } : data;
  if (labels) existing.metadata.labels = { ...existing.metadata.labels, ...labels };
}

/** Names each hashed ConfigMap `<name>-<hash of its content>` and renames the pods' references to it. */
function addHashSuffixes(objects: K8sObject[], generated: Generated): K8sObject[] {
  const renamed = new Map<string, string>();
  for (const object of objects) {
    if (!generated.get(object)?.hashed) continue;
    const { name } = object.metadata;
    // Kustomize 5 means to hash the name too, but looks it up under `metadata/name` as one key: it hashes as empty.
    object.metadata.name = `${name}-${contentHash({ data: (object as ConfigMap).data, kind: 'ConfigMap', name: '' })}`;
    renamed.set(name, object.metadata.name);
  }
  const rename = (reference: { name?: string } | undefined) => {
    if (reference?.name && renamed.has(reference.name)) reference.name = renamed.get(reference.name);
  };
  for (const object of objects) {
    const pod = podSpecOf(object);
    for (const container of [...(pod?.containers ?? []), ...(pod?.initContainers ?? [])]) {
      for (const source of container.envFrom ?? []) rename(source.configMapRef);
      for (const variable of container.env ?? []) rename(variable.valueFrom?.configMapKeyRef);
    }
    for (const volume of pod?.volumes ?? []) {
      rename(volume.configMap);
      for (const source of volume.projected?.sources ?? []) rename(source.configMap);
    }
  }
  return objects;
}

/**
 * Kustomize's suffix: the SHA-256 of Go's JSON encoding (sorted keys, HTML characters escaped),
 * its first ten hex digits with 0, 1, 3, a and e swapped for letters so it never reads as a number or a word.
 */
function contentHash(value: Record<string, unknown>): string {
  const sorted = (node: unknown): unknown =>
    node && typeof node === 'object'
      ? Object.fromEntries(
          Object.keys(node)
            .toSorted()
            .map((key) => [key, sorted((node as Record<string, unknown>)[key])]),
        )
      : node;
  const json = JSON.stringify(sorted(value)).replace(
    /[<>&\u2028\u2029\b\f]/g,
    (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
  const letters: Record<string, string> = { '0': 'g', '1': 'h', '3': 'k', a: 'm', e: 't' };
  return [...createHash('sha256').update(json).digest('hex').slice(0, 10)].map((digit) => letters[digit] ?? digit).join('');
}

interface PodSpec {
  containers?: Container[];
  initContainers?: Container[];
  volumes?: { configMap?: { name?: string }; projected?: { sources?: { configMap?: { name?: string } }[] } }[];
}
interface Container {
  image: string;
  envFrom?: { configMapRef?: { name?: string } }[];
  env?: { valueFrom?: { configMapKeyRef?: { name?: string } } }[];
}

function podSpecOf(object: K8sObject): PodSpec | undefined {
  return (object.spec as { template?: { spec?: PodSpec } } | undefined)?.template?.spec;
}

function containersOf(objects: K8sObject[]): Container[] {
  return objects.flatMap((object) => {
    const pod = podSpecOf(object);
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
