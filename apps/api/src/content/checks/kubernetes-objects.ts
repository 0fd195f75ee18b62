import * as argoCd from '@kubernetes-models/argo-cd';
import * as argoRollouts from '@kubernetes-models/argo-rollouts';
import * as fluxCd from '@kubernetes-models/flux-cd';
import * as gatewayApi from '@kubernetes-models/gateway-api';
import * as kubernetes from 'kubernetes-models';
import { LineCounter, parseAllDocuments } from 'yaml';

interface ModelClass {
  apiVersion: string;
  kind: string;
  new (data: object): { validate(): void };
}

/** Every modelled kind, by `apiVersion/kind`, walked from the packages' group/version namespaces. */
const models = new Map<string, ModelClass>();
const groupsOfModels = new Set<string>();
function collect(namespace: object): void {
  for (const value of Object.values(namespace)) {
    if (typeof value === 'function' && typeof value.apiVersion === 'string' && typeof value.kind === 'string') {
      models.set(`${value.apiVersion}/${value.kind}`, value as ModelClass);
      groupsOfModels.add(groupOf(value.apiVersion));
    } else if (value && typeof value === 'object') {
      collect(value);
    }
  }
}
[kubernetes, argoCd, argoRollouts, fluxCd, gatewayApi].forEach(collect);

function groupOf(apiVersion: string): string {
  return apiVersion.includes('/') ? apiVersion.slice(0, apiVersion.lastIndexOf('/')) : '';
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
    const Model = models.get(`${apiVersion}/${kind}`);
    if (REMOVED.has(apiVersion) || (!Model && groupsOfModels.has(groupOf(apiVersion)))) {
      issues.push({ line, message: `${kind} ${apiVersion} is not served by Kubernetes 1.35` });
      continue;
    }
    if (Model) {
      try {
        new Model(object).validate();
      } catch (error) {
        const { path, message } = schemaProblem(error);
        const node = document.getIn(path, true) as { range?: [number, number, number] } | undefined;
        const at = node?.range ? counter.linePos(node.range[0]).line : line;
        issues.push({ line: at, message: `${kind} ${apiVersion} does not match its schema: ${message}` });
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
