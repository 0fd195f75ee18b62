import { describe, expect, it } from 'vitest';
import { tenantFromHost, tenantOrigin } from './tenant';

describe('tenantFromHost', () => {
  it.each([
    ['kube.localhost', 'kube'],
    ['kube.localhost:3000', 'kube'],
    ['kube-academy.example.com', 'kube'],
    ['tanzu.academy.example.org', 'tanzu'],
    ['SPRING.localhost', 'spring'],
    ['spring-dev.example.com', 'spring'],
    ['localhost:3000', 'spring'],
    ['kubernetes.example.com', 'spring'],
    ['127.0.0.1:3000', 'spring'],
    ['', 'spring'],
    [undefined, 'spring'],
  ])('%s is %s', (host, tenant) => {
    expect(tenantFromHost(host)).toBe(tenant);
  });
});

describe('tenantOrigin', () => {
  it.each([
    ['http://kube.localhost:3000', 'spring', 'http://spring.localhost:3000'],
    ['https://kube-academy.example.com', 'tanzu', 'https://tanzu-academy.example.com'],
    ['http://localhost:3000', 'kube', 'http://kube.localhost:3000'],
  ] as const)('%s to %s is %s', (origin, tenant, expected) => {
    expect(tenantOrigin(origin, tenant)).toBe(expected);
  });
});
