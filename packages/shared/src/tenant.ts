export const TENANTS = ['spring', 'kube', 'tanzu'] as const;
export const DEFAULT_TENANT = 'spring' satisfies TenantId;

/** Kept free of zod, so the web app's first load (which reads the tenant from the host) carries no schema code. */
export type TenantId = (typeof TENANTS)[number];

export function isTenantId(value: unknown): value is TenantId {
  return typeof value === 'string' && (TENANTS as readonly string[]).includes(value);
}

/**
 * The portal is the first label of the host name, cut at the first hyphen or dot
 * (`kube.localhost`, `kube-academy.example.com` -> kube). Anything unknown is spring.
 */
export function tenantFromHost(host: string | undefined | null): TenantId {
  const name = (host ?? '').trim().toLowerCase().replace(/:\d+$/, '');
  const label = name.split(/[.-]/, 1)[0];
  return isTenantId(label) ? label : DEFAULT_TENANT;
}

/** The origin of another portal: the tenant name swapped into this host's first label. */
export function tenantOrigin(currentOrigin: string, tenant: TenantId): string {
  const url = new URL(currentOrigin);
  const [first, ...rest] = url.hostname.split('.');
  const label = first.replace(/^[^-]+/, tenant);
  url.hostname = rest.length > 0 ? [label, ...rest].join('.') : `${tenant}.${first}`;
  return url.origin;
}
