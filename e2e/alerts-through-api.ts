import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { E2E_PORT } from './playwright.config';
import { portal, type Tenant } from './helpers';

export interface AlertToCreate {
  message: string;
  level: 'info' | 'warning' | 'success';
  actionText?: string;
  actionUrl?: string;
}

/**
 * Real alerts, made and removed through the API with the signed-in admin's bearer, as the admin
 * screens do (those screens are admin-alerts.e2e.ts's journey). Returns a removal for the test's end.
 */
export async function createAlerts(page: Page, request: APIRequestContext, tenant: Tenant, alerts: AlertToCreate[]) {
  if (!page.url().startsWith(portal(tenant))) await page.goto(portal(tenant));
  const { accessToken } = await page.evaluate(() => JSON.parse(localStorage.getItem('auth')!) as { accessToken: string });
  const headers = { authorization: `Bearer ${accessToken}`, tenantId: tenant };
  const ids: string[] = [];
  for (const alert of alerts) {
    const response = await request.post(`http://127.0.0.1:${E2E_PORT}/api/alerts/create`, { headers, data: alert });
    expect(response.status(), await response.text()).toBe(200);
    ids.push(((await response.json()) as { data: { id: string } }).data.id);
  }
  return async () => {
    const response = await request.delete(`http://127.0.0.1:${E2E_PORT}/api/admin/alerts`, { headers, data: ids });
    expect(response.status(), await response.text()).toBe(200);
  };
}
