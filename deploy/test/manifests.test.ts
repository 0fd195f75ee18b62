import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { exportJWK, generateKeyPair } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { CONFIG_KEYS, loadConfig } from '../../apps/api/src/config';
import { validateObjects } from './kubernetes-schema';
import { kustomize, type K8sObject } from './kustomize';

/** The Kubernetes manifests, rendered per overlay and checked offline against the API's schemas and against each other. */
const KUBERNETES = fileURLToPath(new URL('../kubernetes/', import.meta.url));
const variants = { base: 'base', dev: 'overlays/dev', prod: 'overlays/prod' } as const;

type Container = {
  name: string;
  image: string;
  command?: string[];
  ports?: { name: string; containerPort: number }[];
  env?: { name: string; valueFrom?: { secretKeyRef?: { name: string; key: string } } }[];
  envFrom?: { configMapRef?: { name: string } }[];
  readinessProbe?: { httpGet: { path: string } };
  livenessProbe?: { httpGet: { path: string } };
  startupProbe?: { httpGet: { path: string } };
  lifecycle?: { preStop?: unknown };
};
type Deployment = K8sObject & {
  spec: {
    replicas: number;
    selector: { matchLabels: Record<string, string> };
    template: {
      metadata: { labels: Record<string, string> };
      spec: {
        containers: Container[];
        initContainers: Container[];
        terminationGracePeriodSeconds: number;
        securityContext: { runAsNonRoot: boolean };
      };
    };
  };
};

const rendered = Object.fromEntries(Object.entries(variants).map(([name, path]) => [name, kustomize(`${KUBERNETES}${path}`)])) as Record<
  keyof typeof variants,
  K8sObject[]
>;
const one = <T extends K8sObject>(objects: K8sObject[], kind: string) => {
  const found = objects.filter((object) => object.kind === kind);
  expect(found, kind).toHaveLength(1);
  return found[0] as T;
};
const matches = (selector: Record<string, string>, labels: Record<string, string>) =>
  Object.entries(selector).every(([key, value]) => labels[key] === value);

let secrets: Record<string, string>;
/** One type-check for every variant: the compiler is the slow part. */
let schemaProblems: string[];
beforeAll(async () => {
  const variantOf = new Map(Object.entries(rendered).flatMap(([variant, objects]) => objects.map((object) => [object, variant] as const)));
  schemaProblems = validateObjects([...variantOf.keys()], (object) => `${variantOf.get(object)}: ${object.kind} ${object.metadata.name}`);

  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  secrets = {
    DATABASE_URL: 'postgres://academy:secret@postgres:5432/academy',
    OIDC_JWKS: JSON.stringify({ keys: [{ ...(await exportJWK(privateKey)), alg: 'RS256', use: 'sig', kid: 'k1' }] }),
    OIDC_COOKIE_KEYS: 'a-cookie-key-of-at-least-32-characters!',
    SMTP_URL: 'smtp://mail.example.com:587',
  };
}, 60_000);

describe.each(Object.keys(variants) as (keyof typeof variants)[])('the %s manifests', (variant) => {
  const objects = rendered[variant];
  const deployment = () => one<Deployment>(objects, 'Deployment');

  it('are valid Kubernetes objects, field names included', () => {
    expect(objects.map((object) => object.kind).toSorted()).toEqual(
      [
        'ConfigMap',
        'Deployment',
        'HorizontalPodAutoscaler',
        'Ingress',
        'NetworkPolicy',
        'PodDisruptionBudget',
        'Service',
        'ServiceAccount',
      ].toSorted(),
    );
    expect(schemaProblems.filter((problem) => problem.startsWith(`${variant}:`))).toEqual([]);
  });

  it('give the pods a valid production configuration: every key known, the secrets from the Secret', () => {
    const config = one<K8sObject & { data: Record<string, string> }>(objects, 'ConfigMap');
    const pod = deployment().spec.template.spec;
    for (const container of [...pod.containers, ...pod.initContainers]) {
      expect(container.envFrom).toEqual([{ configMapRef: { name: config.metadata.name } }]);
      for (const variable of container.env ?? [])
        expect(variable.valueFrom?.secretKeyRef).toEqual({ name: 'academy-secrets', key: variable.name });
    }
    const secretKeys = pod.containers[0].env!.map((variable) => variable.name);
    expect(secretKeys.toSorted()).toEqual(Object.keys(secrets).toSorted());
    expect([...Object.keys(config.data), ...secretKeys].filter((key) => !CONFIG_KEYS.includes(key))).toEqual([]);
    const loaded = loadConfig({ ...config.data, ...secrets });
    expect(loaded).toMatchObject({ NODE_ENV: 'production', METRICS_PORT: 9464, demoAccounts: false });
  });

  it('probe readiness and liveness, wait before SIGTERM, migrate in an init step, and run as non-root', () => {
    const { spec } = deployment();
    const [server] = spec.template.spec.containers;
    expect(server.readinessProbe!.httpGet.path).toBe('/api/ready');
    expect(server.livenessProbe!.httpGet.path).toBe('/api/health');
    expect(server.startupProbe!.httpGet.path).toBe('/api/health');
    expect(server.lifecycle!.preStop).toBeDefined();
    expect(spec.template.spec.terminationGracePeriodSeconds).toBeGreaterThan(30);
    expect(spec.template.spec.initContainers.map((container) => container.command)).toEqual([['node', 'migrate.js']]);
    expect(spec.template.spec.initContainers[0].image).toBe(server.image);
    expect(spec.template.spec.securityContext.runAsNonRoot).toBe(true);
    expect(matches(spec.selector.matchLabels, spec.template.metadata.labels)).toBe(true);
  });

  it('wire the Service, Ingress, autoscaler, disruption budget and network policy to the Deployment', () => {
    const { metadata, spec } = deployment();
    const podLabels = spec.template.metadata.labels;
    const ports = spec.template.spec.containers[0].ports!.map((port) => port.name);
    const service = one<K8sObject & { spec: { selector: Record<string, string>; ports: { name: string; targetPort: string }[] } }>(
      objects,
      'Service',
    );
    expect(matches(service.spec.selector, podLabels)).toBe(true);
    for (const port of service.spec.ports) expect(ports).toContain(port.targetPort);
    const ingress = one<
      K8sObject & {
        spec: { rules: { host: string; http: { paths: { backend: { service: { name: string; port: { name: string } } } }[] } }[] };
      }
    >(objects, 'Ingress');
    expect(ingress.spec.rules.map((rule) => rule.host.split('.')[0])).toEqual(['spring', 'kube', 'tanzu']);
    for (const rule of ingress.spec.rules)
      expect(rule.http.paths[0].backend.service).toEqual({ name: service.metadata.name, port: { name: 'http' } });
    const autoscaler = one<K8sObject & { spec: { scaleTargetRef: { kind: string; name: string }; minReplicas: number } }>(
      objects,
      'HorizontalPodAutoscaler',
    );
    expect(autoscaler.spec.scaleTargetRef).toMatchObject({ kind: 'Deployment', name: metadata.name });
    expect(autoscaler.spec.minReplicas).toBe(spec.replicas);
    const budget = one<K8sObject & { spec: { selector: { matchLabels: Record<string, string> } } }>(objects, 'PodDisruptionBudget');
    expect(matches(budget.spec.selector.matchLabels, podLabels)).toBe(true);
    const policy = one<K8sObject & { spec: { podSelector: { matchLabels: Record<string, string> } } }>(objects, 'NetworkPolicy');
    expect(matches(policy.spec.podSelector.matchLabels, podLabels)).toBe(true);
  });
});

describe('the schema check', () => {
  it('fails a misspelt field, a wrong type and a missing required field', () => {
    const prod = (kind: string) =>
      structuredClone(rendered.prod.find((object) => object.kind === kind)!) as K8sObject & { spec: Record<string, unknown> };
    const misspelt = prod('Deployment');
    misspelt.spec.replcas = 2;
    const misspeltInContainer = prod('Deployment') as unknown as Deployment;
    (misspeltInContainer.spec.template.spec.containers[0] as unknown as Record<string, unknown>).livenessprobe = {};
    const wrongType = prod('Service') as K8sObject & { spec: { ports: { port: unknown }[] } };
    wrongType.spec.ports[0].port = 'eighty';
    const missing = prod('Deployment');
    delete missing.spec.selector;
    const [first, second, third, fourth] = [misspelt, misspeltInContainer, wrongType, missing].map((object, index) => ({
      ...object,
      metadata: { ...object.metadata, name: `broken-${index}` },
    }));
    const problems = validateObjects([first, second, third, fourth]).join('\n');
    expect(problems).toMatch(/Deployment broken-0: .*'"?replcas"?' does not exist/);
    expect(problems).toMatch(/Deployment broken-1: .*'"?livenessprobe"?' does not exist/);
    expect(problems).toMatch(/Service broken-2: .*port/);
    expect(problems).toMatch(/Deployment broken-3: .*selector/);
  }, 60_000);
});

describe('compose.yaml', () => {
  const compose = parse(readFileSync(fileURLToPath(new URL('../../compose.yaml', import.meta.url)), 'utf8'), { merge: true }) as {
    services: Record<string, { environment?: Record<string, string>; image?: string; init?: boolean }>;
  };
  const replicas = Object.entries(compose.services).filter(([, service]) => service.image === 'academy:local');

  it('runs two replicas of the image, each with a valid configuration of known keys', () => {
    expect(replicas.map(([name]) => name)).toEqual(['academy-1', 'academy-2']);
    for (const [, service] of replicas) {
      expect(service.init).toBe(true);
      expect(Object.keys(service.environment!).filter((key) => !CONFIG_KEYS.includes(key))).toEqual([]);
      expect(loadConfig(service.environment)).toMatchObject({ database: { engine: 'postgres' }, METRICS_PORT: 9464 });
    }
  });

  it('routes the three portal hosts through the proxy to both replicas', () => {
    const nginx = readFileSync(fileURLToPath(new URL('../compose/nginx.conf', import.meta.url)), 'utf8');
    expect(nginx).toContain('server_name spring.localhost kube.localhost tanzu.localhost;');
    expect([...nginx.matchAll(/^\s*server (academy-\d):3000/gm)].map((match) => match[1])).toEqual(replicas.map(([name]) => name));
  });
});
