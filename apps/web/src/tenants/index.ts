import { tenantFromHost, type TenantId } from '@academy/shared';
import { kube } from './kube';
import { spring } from './spring';
import { tanzu } from './tanzu';
import type { TenantBrand } from './types';

export type { BannerKind, LinkAction, TenantBrand, TenantSurvey, TenantVariant } from './types';

export const TENANT_BRANDS: Record<TenantId, TenantBrand> = { spring, kube, tanzu };

/** The portal and origin of the page being rendered on the server (decision 019). */
export interface RenderPlace {
  tenantId: TenantId;
  origin: string;
}

let renderPlace: () => RenderPlace | undefined = () => undefined;

/**
 * The server renders every portal in one process, so it names the place of the render under way
 * (from its request context); in the browser the portal is fixed by the host name for the page's life.
 */
export function setRenderPlace(source: () => RenderPlace | undefined) {
  renderPlace = source;
}

const hostTenant: TenantId = tenantFromHost(globalThis.location?.hostname);

export function currentTenant(): TenantId {
  return renderPlace()?.tenantId ?? hostTenant;
}

export function currentOrigin(): string {
  return renderPlace()?.origin ?? globalThis.location.origin;
}

/** The current portal's brand; a view of the record rather than a copy, so a server render reads its own portal. */
export const brand: TenantBrand = new Proxy({} as TenantBrand, {
  get: (_, key) => TENANT_BRANDS[currentTenant()][key as keyof TenantBrand],
  has: (_, key) => key in TENANT_BRANDS[currentTenant()],
  ownKeys: () => Reflect.ownKeys(TENANT_BRANDS[currentTenant()]),
  getOwnPropertyDescriptor: (_, key) => ({ ...Reflect.getOwnPropertyDescriptor(TENANT_BRANDS[currentTenant()], key), configurable: true }),
});

/** Spec: '{page} - {tenant} Academy'; the home page is the brand plus its tagline. */
export function pageTitle(tenant: TenantBrand, page: string | null): string {
  return page ? `${page} - ${tenant.academyName}` : `${tenant.academyName} - ${tenant.tagline}`;
}

export function faviconHref(tenant: TenantBrand): string {
  return `data:image/svg+xml,${encodeURIComponent(tenant.markSvg)}`;
}
