import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse, parseAllDocuments } from 'yaml';
import { exportJWK, generateKeyPair } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { CONFIG_KEYS, loadConfig } from '../../apps/api/src/config';
import { createMetrics } from '../../apps/api/src/metrics';
import { makeCertificates } from '../production/certificates';
import { validateObjects } from './kubernetes-schema';
import { kustomize, type K8sObject } from './kustomize';

/** The Kubernetes manifests, rendered per overlay and checked offline against the API's schemas and against each other. */
const path = (relative: string) => fileURLToPath(new URL(relative, import.meta.url));
const variants = {
  base: path('../kubernetes/base'),
  dev: path('../kubernetes/overlays/dev'),
  prod: path('../kubernetes/overlays/prod'),
  'every component': path('./every-component'),
} as const;
type Variant = keyof typeof variants;
const COMMON_KINDS = ['ConfigMap', 'Deployment', 'NetworkPolicy', 'PodDisruptionBudget', 'Service', 'ServiceAccount'];
const KINDS: Record<Variant, string[]> = {
  base: COMMON_KINDS,
  dev: [...COMMON_KINDS, 'HorizontalPodAutoscaler', 'Ingress'],
  prod: [...COMMON_KINDS, 'ConfigMap', 'HorizontalPodAutoscaler', 'HTTPRoute', 'ServiceMonitor', 'PrometheusRule'],
  'every component': [
    ...COMMON_KINDS,
    'ConfigMap',
    'HorizontalPodAutoscaler',
    'Ingress',
    'HTTPRoute',
    'ServiceMonitor',
    'PrometheusRule',
    'Cluster',
    'Pooler',
    'ObjectStore',
    'ScheduledBackup',
    'ExternalSecret',
  ],
};

type SecretKeyRef = { name: string; key: string };
type Container = {
  name: string;
  image: string;
  command?: string[];
  ports?: { name: string; containerPort: number }[];
  env?: { name: string; value?: string; valueFrom?: { secretKeyRef?: SecretKeyRef } }[];
  envFrom?: { configMapRef?: { name: string } }[];
  readinessProbe?: { httpGet: { path: string } };
  livenessProbe?: { httpGet: { path: string } };
  startupProbe?: { httpGet: { path: string } };
  lifecycle?: { preStop?: unknown };
};
type Deployment = K8sObject & {
  spec: {
    replicas?: number;
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
type Service = K8sObject & { spec: { selector: Record<string, string>; ports: { name: string; port: number; targetPort: string }[] } };
type Selector = { matchLabels: Record<string, string> };

const rendered = Object.fromEntries(Object.entries(variants).map(([name, directory]) => [name, kustomize(directory)])) as Record<
  Variant,
  K8sObject[]
>;
const all = <T extends K8sObject>(objects: K8sObject[], kind: string) => objects.filter((object) => object.kind === kind) as T[];
const one = <T extends K8sObject>(objects: K8sObject[], kind: string) => {
  const found = all<T>(objects, kind);
  expect(found, kind).toHaveLength(1);
  return found[0];
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

describe.each(Object.keys(variants) as Variant[])('the %s manifests', (variant) => {
  const objects = rendered[variant];
  const deployment = () => one<Deployment>(objects, 'Deployment');
  const config = () =>
    objects.find((object) => object.metadata.name.startsWith('academy-config')) as K8sObject & { data: Record<string, string> };

  it('are valid Kubernetes objects and custom resources, field names included', () => {
    expect(objects.map((object) => object.kind).toSorted()).toEqual(KINDS[variant].toSorted());
    expect(schemaProblems.filter((problem) => problem.startsWith(`${variant}:`))).toEqual([]);
  });

  it('give the pods a valid production configuration: every key known, the secrets from their Secrets', () => {
    const pod = deployment().spec.template.spec;
    // Named by a hash of its content, so a changed setting changes the pod template and rolls the pods.
    expect(config().metadata.name).toMatch(/^academy-config-[a-z0-9]{10}$/);
    for (const container of [...pod.containers, ...pod.initContainers])
      expect(container.envFrom).toEqual([{ configMapRef: { name: config().metadata.name } }]);
    const database = all(objects, 'Cluster').length > 0;
    const server = Object.fromEntries(pod.containers[0].env!.map((variable) => [variable.name, variable]));
    for (const key of ['OIDC_JWKS', 'OIDC_COOKIE_KEYS', 'SMTP_URL'])
      expect(server[key].valueFrom!.secretKeyRef).toEqual({ name: 'academy-secrets', key });
    if (database) {
      // The operator's Secret: the password for the pooler's address, the whole URI for the migration.
      expect(Object.keys(server)).toEqual(['DATABASE_PASSWORD', 'DATABASE_URL', 'OIDC_JWKS', 'OIDC_COOKIE_KEYS', 'SMTP_URL']);
      expect(server.DATABASE_PASSWORD.valueFrom!.secretKeyRef).toEqual({ name: 'academy-db-app', key: 'password' });
      expect(pod.initContainers[0].env).toEqual([
        { name: 'DATABASE_URL', valueFrom: { secretKeyRef: { name: 'academy-db-app', key: 'uri' } } },
      ]);
    } else {
      expect(Object.keys(server).toSorted()).toEqual(Object.keys(secrets).toSorted());
      expect(server.DATABASE_URL.valueFrom!.secretKeyRef).toEqual({ name: 'academy-secrets', key: 'DATABASE_URL' });
      expect(pod.initContainers[0].env).toEqual([server.DATABASE_URL]);
    }
    const environment = Object.keys(config().data).filter((key) => !CONFIG_KEYS.includes(key));
    expect(environment).toEqual([]);
    const databaseUrl = database ? server.DATABASE_URL.value!.replace('$(DATABASE_PASSWORD)', 'generated') : secrets.DATABASE_URL;
    const loaded = loadConfig({ ...config().data, ...secrets, DATABASE_URL: databaseUrl });
    expect(loaded).toMatchObject({ NODE_ENV: 'production', METRICS_PORT: 9464, demoAccounts: false, database: { engine: 'postgres' } });
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

  it('wire the Service, the routes, autoscaler, disruption budget and network policy to the Deployment', () => {
    const { metadata, spec } = deployment();
    const podLabels = spec.template.metadata.labels;
    const ports = spec.template.spec.containers[0].ports!.map((port) => port.name);
    const service = one<Service>(objects, 'Service');
    expect(matches(service.spec.selector, podLabels)).toBe(true);
    for (const port of service.spec.ports) expect(ports).toContain(port.targetPort);
    const http = service.spec.ports.find((port) => port.name === 'http')!;
    for (const ingress of all<K8sObject & { spec: IngressSpec }>(objects, 'Ingress')) {
      expect(ingress.spec.ingressClassName).toBeUndefined();
      expect(ingress.metadata.annotations).toMatchObject({ 'nginx.org/client-max-body-size': '17m' });
      expect(ingress.spec.rules.map((rule) => rule.host.split('.')[0])).toEqual(['spring', 'kube', 'tanzu']);
      expect(ingress.spec.tls[0].hosts).toEqual(ingress.spec.rules.map((rule) => rule.host));
      for (const rule of ingress.spec.rules)
        expect(rule.http.paths[0].backend.service).toEqual({ name: service.metadata.name, port: { name: 'http' } });
    }
    for (const route of all<K8sObject & { spec: RouteSpec }>(objects, 'HTTPRoute')) {
      expect(route.spec.hostnames.map((host) => host.split('.')[0])).toEqual(['spring', 'kube', 'tanzu']);
      expect(route.spec.rules.map((rule) => rule.backendRefs)).toEqual([[{ name: service.metadata.name, port: http.port }]]);
    }
    const autoscalers = all<K8sObject & { spec: { scaleTargetRef: { kind: string; name: string } } }>(objects, 'HorizontalPodAutoscaler');
    for (const autoscaler of autoscalers) expect(autoscaler.spec.scaleTargetRef).toMatchObject({ kind: 'Deployment', name: metadata.name });
    // The autoscaler owns the count: a replicas field would be reset by every apply.
    if (autoscalers.length > 0) expect(spec).not.toHaveProperty('replicas');
    else expect(spec.replicas).toBeGreaterThan(1);
    const budget = one<K8sObject & { spec: { selector: Selector } }>(objects, 'PodDisruptionBudget');
    expect(matches(budget.spec.selector.matchLabels, podLabels)).toBe(true);
    const policy = one<K8sObject & { spec: { podSelector: Selector } }>(objects, 'NetworkPolicy');
    expect(matches(policy.spec.podSelector.matchLabels, podLabels)).toBe(true);
    for (const monitor of all<K8sObject & { spec: { selector: Selector; endpoints: { port: string }[] } }>(objects, 'ServiceMonitor')) {
      expect(matches(monitor.spec.selector.matchLabels, service.metadata.labels!)).toBe(true);
      expect(monitor.spec.endpoints.map((endpoint) => endpoint.port)).toEqual(['metrics']);
    }
  });
});

type IngressSpec = {
  ingressClassName?: string;
  tls: { hosts: string[] }[];
  rules: { host: string; http: { paths: { backend: { service: { name: string; port: { name: string } } } }[] } }[];
};
type RouteSpec = { hostnames: string[]; rules: { backendRefs: { name: string; port: number }[] }[] };

describe('the components', () => {
  const objects = rendered['every component'];

  it("alert and chart only on metrics the server exports, besides Prometheus's and kube-state-metrics' own", async () => {
    const registry = createMetrics(
      () => ({ total: 1, idle: 1, max: 10, waiting: 0 }),
      async () => ({ pending: 0, retrying: 0, failed: 0 }),
    ).registry;
    const exported = (await registry.getMetricsAsJSON()).flatMap(({ name, type }) =>
      String(type) === 'histogram' ? [`${name}_bucket`, `${name}_count`, `${name}_sum`] : [name],
    );
    const known = new Set([...exported, 'up', 'kube_pod_container_status_restarts_total']);
    const rules = one<K8sObject & { spec: { groups: { rules: { alert: string; expr: string }[] }[] } }>(objects, 'PrometheusRule');
    const expressions = rules.spec.groups.flatMap((group) => group.rules.map((rule) => rule.expr));
    expect(rules.spec.groups.flatMap((group) => group.rules.map((rule) => rule.alert))).toEqual([
      'AcademyDown',
      'AcademyHighErrorRate',
      'AcademyHighLatency',
      'AcademyEventLoopLag',
      'AcademyDatabasePoolSaturated',
      'AcademyMailRetriesPilingUp',
      'AcademyPodRestarting',
    ]);
    const dashboardMap = objects.find((object) => object.metadata.name === 'academy-dashboard') as K8sObject & {
      data: Record<string, string>;
    };
    expect(dashboardMap.metadata.labels).toMatchObject({ grafana_dashboard: '1' });
    const dashboard = JSON.parse(dashboardMap.data['dashboard.json']) as { panels: { targets: { expr: string }[] }[] };
    expressions.push(...dashboard.panels.flatMap((panel) => panel.targets.map((target) => target.expr)));
    const used = expressions.flatMap((expression) =>
      [...expression.matchAll(/\b([a-z_:][a-z0-9_:]*)\s*\{/g)].map((match) => match[1]).filter((name) => !name.startsWith('__')),
    );
    expect(used.length).toBeGreaterThan(10);
    expect([...new Set(used)].filter((name) => !known.has(name))).toEqual([]);
  });

  it('connect the database, its pooler, its backups and the secrets to each other', () => {
    const cluster = one<K8sObject & { spec: { plugins: { name: string; parameters: { barmanObjectName: string } }[] } }>(
      objects,
      'Cluster',
    );
    const pooler = one<K8sObject & { spec: { cluster: { name: string }; pgbouncer: { poolMode: string } } }>(objects, 'Pooler');
    const backup = one<K8sObject & { spec: { cluster: { name: string }; pluginConfiguration: { name: string } } }>(
      objects,
      'ScheduledBackup',
    );
    const store = one(objects, 'ObjectStore');
    expect(pooler.spec.cluster.name).toBe(cluster.metadata.name);
    expect(pooler.spec.pgbouncer.poolMode).toBe('session');
    expect(backup.spec.cluster.name).toBe(cluster.metadata.name);
    expect(cluster.spec.plugins).toEqual([
      expect.objectContaining({ name: backup.spec.pluginConfiguration.name, parameters: { barmanObjectName: store.metadata.name } }),
    ]);
    const server = one<Deployment>(objects, 'Deployment').spec.template.spec.containers[0];
    expect(server.env!.find((variable) => variable.name === 'DATABASE_URL')!.value).toContain(`@${pooler.metadata.name}:5432/`);
    const external = one<K8sObject & { spec: { target: { name: string } } }>(objects, 'ExternalSecret');
    expect(external.spec.target.name).toBe('academy-secrets');
  });
});

/** The renderer is a subset of Kustomize; where kubectl is installed, its output must be Kustomize's. */
const kubectl = (() => {
  try {
    execFileSync('kubectl', ['version', '--client'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

describe.skipIf(!kubectl)('the renderer, next to kubectl kustomize', () => {
  it.each(Object.keys(variants) as Variant[])(
    'renders %s as kubectl does',
    (variant) => {
      const byKindAndName = (objects: K8sObject[]) =>
        objects.toSorted((a, b) => `${a.kind}/${a.metadata.name}`.localeCompare(`${b.kind}/${b.metadata.name}`));
      const output = execFileSync('kubectl', ['kustomize', variants[variant]], { encoding: 'utf8' });
      const expected = parseAllDocuments(output).map((document) => document.toJSON() as K8sObject);
      expect(byKindAndName(rendered[variant])).toEqual(byKindAndName(expected));
    },
    30_000,
  );
});

describe('the runbook', () => {
  it("shows objects that validate: the Gateway, the restore's Cluster", () => {
    const runbook = readFileSync(path('../../docs/operations.md'), 'utf8');
    const objects = [...runbook.matchAll(/^( *)```yaml\n([\s\S]*?)^ *```/gm)]
      .map(([, indent, block]) => parse(block.replaceAll(new RegExp(`^${indent}`, 'gm'), '')) as K8sObject)
      .filter((object) => object.kind);
    expect(objects.map((object) => `${object.kind} ${object.metadata.name}`)).toEqual(['Gateway academy', 'Cluster academy-db-restored']);
    expect(validateObjects(objects)).toEqual([]);
  });
});

describe.skipIf(!kubectl)('secrets.sh', () => {
  const script = path('../kubernetes/secrets.sh');
  const decoded = (secret: K8sObject & { data: Record<string, string> }) =>
    Object.fromEntries(Object.entries(secret.data).map(([key, value]) => [key, Buffer.from(value, 'base64').toString('utf8')]));

  it('prints the Secret the pods read, and the TLS secret, ready for kubectl apply', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'academy-secrets-'));
    try {
      const keysFile = join(folder, 'academy-keys.env');
      writeFileSync(keysFile, `OIDC_JWKS=${secrets.OIDC_JWKS}\nOIDC_COOKIE_KEYS=${secrets.OIDC_COOKIE_KEYS}\n`);
      const { certificatePath, keyPath } = await makeCertificates(folder, 'academy.example.com');
      const run = (environment: Record<string, string>) =>
        parseAllDocuments(
          execFileSync(script, { encoding: 'utf8', env: { PATH: process.env.PATH, KEYS_FILE: keysFile, ...environment } }),
        ).map((document) => document.toJSON() as K8sObject & { data: Record<string, string>; type: string });
      const [secret, tls] = run({
        DATABASE_URL: secrets.DATABASE_URL,
        SMTP_URL: secrets.SMTP_URL,
        TLS_CERT: certificatePath,
        TLS_KEY: keyPath,
      });
      expect(secret.metadata.name).toBe('academy-secrets');
      expect(decoded(secret)).toEqual(secrets);
      const pod = one<Deployment>(rendered.prod, 'Deployment').spec.template.spec;
      for (const variable of [...pod.containers[0].env!, ...pod.initContainers[0].env!])
        expect(Object.keys(secret.data)).toContain(variable.valueFrom!.secretKeyRef!.key);
      expect(tls).toMatchObject({ metadata: { name: 'academy-tls' }, type: 'kubernetes.io/tls' });
      expect(decoded(tls)['tls.crt']).toBe(readFileSync(certificatePath, 'utf8'));
      // With the cloudnative-pg component the database's Secret is the operator's.
      const withoutDatabase = run({ SMTP_URL: secrets.SMTP_URL });
      expect(withoutDatabase).toHaveLength(1);
      expect(Object.keys(withoutDatabase[0].data).toSorted()).toEqual(['OIDC_COOKIE_KEYS', 'OIDC_JWKS', 'SMTP_URL']);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  }, 60_000);
});

describe('the schema check', () => {
  it('fails a misspelt field, a wrong type and a missing required field, in built-in kinds and custom resources', () => {
    const of = (kind: string) =>
      structuredClone(rendered['every component'].find((object) => object.kind === kind)!) as K8sObject & { spec: Record<string, unknown> };
    const misspelt = of('Deployment');
    misspelt.spec.replcas = 2;
    const misspeltInContainer = of('Deployment') as unknown as Deployment;
    (misspeltInContainer.spec.template.spec.containers[0] as unknown as Record<string, unknown>).livenessprobe = {};
    const wrongType = of('Service') as K8sObject & { spec: { ports: { port: unknown }[] } };
    wrongType.spec.ports[0].port = 'eighty';
    const missing = of('Deployment');
    delete missing.spec.selector;
    const misspeltRoute = of('HTTPRoute');
    misspeltRoute.spec.hostname = 'kube.academy.example.com';
    const wrongTypeMonitor = of('ServiceMonitor');
    wrongTypeMonitor.spec.endpoints = { port: 'metrics' };
    const missingPooler = of('Pooler');
    delete missingPooler.spec.cluster;
    const wrongEnum = of('Pooler');
    (wrongEnum.spec.pgbouncer as Record<string, unknown>).poolMode = 'statements';
    const broken = [misspelt, misspeltInContainer, wrongType, missing, misspeltRoute, wrongTypeMonitor, missingPooler, wrongEnum].map(
      (object, index) => ({ ...object, metadata: { ...object.metadata, name: `broken-${index}` } }),
    );
    const problems = validateObjects(broken).join('\n');
    expect(problems).toMatch(/Deployment broken-0: .*'"?replcas"?' does not exist/);
    expect(problems).toMatch(/Deployment broken-1: .*'"?livenessprobe"?' does not exist/);
    expect(problems).toMatch(/Service broken-2: .*port/);
    expect(problems).toMatch(/Deployment broken-3: .*selector/);
    expect(problems).toMatch(/HTTPRoute broken-4: \.spec: 'hostname' does not exist/);
    expect(problems).toMatch(/ServiceMonitor broken-5: \.spec\.endpoints: must be an array, not object/);
    expect(problems).toMatch(/Pooler broken-6: \.spec: 'cluster' is required/);
    expect(problems).toMatch(/Pooler broken-7: \.spec\.pgbouncer\.poolMode: must be one of/);
    // One message for each broken custom resource, nothing else in them.
    expect(problems.split('\n').filter((problem) => /^(HTTPRoute|ServiceMonitor|Pooler) /.test(problem))).toHaveLength(4);
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
