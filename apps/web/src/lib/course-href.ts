import { tenantOrigin, type TenantId } from '@academy/shared';

/** Spec: a course of another portal is linked on that portal's origin; otherwise the link is relative. */
export function courseHref(slug: string, courseTenant: TenantId, currentTenant: TenantId, currentOrigin: string): string {
  const path = `/courses/${slug}`;
  return courseTenant === currentTenant ? path : `${tenantOrigin(currentOrigin, courseTenant)}${path}`;
}
