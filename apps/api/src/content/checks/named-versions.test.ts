import { describe, expect, it } from 'vitest';
import { namedVersionIssues } from './named-versions';
import { parseVersionsTable } from './versions-table';

const TABLE = `
exampleImages: [ghcr.io/example-org/*]
products:
  - product: Spring Boot
    mentions: [Spring Boot]
    maven: [spring-boot-starter-parent]
    versions: ["4.1.0"]
    lines: ["3.4"]
    newest: "4.1.1"
    source: spring-projects/spring-boot@v4.1.1
    checked: 2026-11-29
  - product: Spring for Apache Kafka
    mentions: [Spring for Apache Kafka]
    versions: ["4.1.0"]
    newest: "4.1.1"
    source: spring-projects/spring-kafka@v4.1.1
    checked: 2026-11-29
  - product: Apache Kafka
    mentions: [Apache Kafka]
    images: [apache/kafka]
    versions: ["4.1.1"]
    newest: "4.1.1"
    source: the content's existing claim
    checked: 2026-11-29
  - product: Redis
    images: [redis]
    versions: ["7.4.6"]
    newest: "7.4.6"
    source: https://github.com/docker-library/official-images/pull/20011
    checked: 2026-11-29
  - product: Kubernetes
    mentions: [Kubernetes]
    images: [kindest/node]
    versions: ["1.35.0"]
    newest: "1.36.1"
    source: kubernetes-sigs/kind@v0.32.0
    checked: 2026-11-29
  - product: Argo CD
    repos: [argoproj/argo-cd]
    versions: ["3.5.1"]
    newest: "3.5.1"
    source: argoproj/argo-cd@v3.5.1
    checked: 2026-11-29
  - product: Traefik Helm chart
    charts: [traefik/traefik]
    versions: ["37.0.0"]
    newest: unknown
    source: the content's existing claim
    checked: 2026-11-29
`;
const { table, issues: tableIssues } = parseVersionsTable(TABLE);
const check = (text: string) => namedVersionIssues(text, table!);

describe('versions named in content', () => {
  it('reads the table', () => {
    expect(tableIssues).toEqual([]);
    expect(table?.products.map((product) => product.product)).toContain('Redis');
  });

  it('fail on an image tag the table does not list, naming the line, and pass on a listed one', () => {
    const manifest = [
      'containers:',
      '  - name: kv',
      '    image: redis:7.4.2-alpine',
      '  - name: kv2',
      '    image: docker.io/library/redis:7.4.6-alpine',
    ];
    expect(check(manifest.join('\n'))).toEqual([
      { line: 3, message: 'pins Redis 7.4.2, which content/versions.yaml does not list (7.4.6)' },
    ]);
    expect(check('kind create cluster --image kindest/node:v1.35.0@sha256:452d707d')).toEqual([]);
    expect(check('kind create cluster --image kindest/node:v1.34.0')).toEqual([
      { line: 1, message: 'pins Kubernetes v1.34.0, which content/versions.yaml does not list (1.35.0)' },
    ]);
  });

  it('hold a Maven parent, a release address and a chart to listed releases', () => {
    const pom = [
      '<parent>',
      '  <groupId>org.springframework.boot</groupId>',
      '  <artifactId>spring-boot-starter-parent</artifactId>',
      '  <version>4.0.3</version>',
      '</parent>',
    ];
    expect(check(pom.join('\n'))).toEqual([
      { line: 4, message: 'pins Spring Boot 4.0.3, which content/versions.yaml does not list (4.1.0, 3.4.x)' },
    ]);
    expect(check(pom.join('\n').replace('4.0.3', '4.1.0'))).toEqual([]);
    expect(check('kubectl apply -f https://raw.githubusercontent.com/argoproj/argo-cd/v3.5.0/manifests/install.yaml')).toHaveLength(1);
    expect(check('kubectl apply -f https://raw.githubusercontent.com/argoproj/argo-cd/v3.5.1/manifests/install.yaml')).toEqual([]);
    const helm = ['helm install traefik traefik/traefik \\', '  --namespace traefik \\', '  --version 36.3.0'];
    expect(check(helm.join('\n'))).toEqual([
      { line: 3, message: 'pins Traefik Helm chart 36.3.0, which content/versions.yaml does not list (37.0.0)' },
    ]);
  });

  it('let prose name a listed line or a prefix of a listed release, but not another release', () => {
    expect(check('Spring Boot 4 and Spring Boot 4.1 build on what Spring Boot 3.4 started.')).toEqual([]);
    expect(check('Run it on Kubernetes\nv1.35 or Spring Boot 3.5.')).toEqual([
      { line: 2, message: 'names Spring Boot 3.5, which content/versions.yaml does not list (4.1.0, 3.4.x)' },
    ]);
  });

  it('give a version to the longest product name that precedes it', () => {
    expect(check('Spring for Apache Kafka 4.1 talks to Apache Kafka 4.1.1.')).toEqual([]);
    expect(check('Spring for Apache\nKafka 3.3 changed the suffix.')).toEqual([
      { line: 1, message: 'names Spring for Apache Kafka 3.3, which content/versions.yaml does not list (4.1.0)' },
    ]);
  });

  it('leave numbers that are not a version of a product alone', () => {
    const prose = [
      'Scale to 3 replicas on port 8080, wait 300 s and curl localhost:8080/api/notes.',
      'The kind: Deployment has 25% maxSurge; Java 21 is not in this table, so it is not checked.',
      'kubectl get pods -o wide | head -20',
    ];
    expect(check(prose.join('\n'))).toEqual([]);
  });

  it('refuse a manifest image that is neither a product nor one of the examples', () => {
    const manifest = [
      'image: ghcr.io/example-org/payments-api:1.4.0',
      'image: quay.io/someone/tool:2.0',
      'image: localhost:5001/mirror/app@sha256:abc',
    ];
    expect(check(manifest.join('\n'))).toEqual([
      { line: 2, message: expect.stringContaining('image quay.io/someone/tool is not a product of content/versions.yaml') },
    ]);
  });

  it('name the line of a mistake in the table itself', () => {
    const broken = TABLE.replace('versions: ["7.4.6"]', 'versions: [7.4]');
    const { table: none, issues } = parseVersionsTable(broken);
    expect(none).toBeNull();
    expect(issues).toEqual([{ file: 'versions.yaml', line: 27, message: expect.stringContaining('products.3.versions.0') }]);
  });
});
