import { tenantFromHost, type TenantId } from '@academy/shared';
import { kube } from './kube';
import { spring } from './spring';
import { tanzu } from './tanzu';
import type { TenantBrand } from './types';

export type { BannerKind, LinkAction, TenantBrand, TenantSurvey, TenantVariant } from './types';

export const TENANT_BRANDS: Record<TenantId, TenantBrand> = { spring, kube, tanzu };

/** The portal is fixed for the life of the page: it comes from the host name, like on the server. */
export const currentTenantId: TenantId = tenantFromHost(globalThis.location?.hostname);
export const brand: TenantBrand = TENANT_BRANDS[currentTenantId];

/** Spec: '{page} - {tenant} Academy'; the home page is the brand plus its tagline. */
export function pageTitle(tenant: TenantBrand, page: string | null): string {
  return page ? `${page} - ${tenant.academyName}` : `${tenant.academyName} - ${tenant.tagline}`;
}

export function faviconHref(tenant: TenantBrand): string {
  return `data:image/svg+xml,${encodeURIComponent(tenant.markSvg)}`;
}
