import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { webAppContentSecurityPolicy, type RuntimeConfig, type TenantId } from '@academy/shared';
import { E2E_PORT } from './playwright.config';

export { TENANTS } from '@academy/shared';
export type Tenant = TenantId;

export const ACADEMY: Record<Tenant, string> = { spring: 'Spring Academy', kube: 'Kube Academy', tanzu: 'Tanzu Academy' };

/** Chromium resolves *.localhost to loopback, so each portal has its own origin. */
export function portal(tenant: Tenant, path = '/'): string {
  return `http://${tenant}.localhost:${E2E_PORT}${path}`;
}

/** Node does not resolve *.localhost: API look-ups go to the loopback address with the tenant header. */
export async function api<T>(request: APIRequestContext, tenant: Tenant, path: string): Promise<T> {
  const response = await request.get(`http://127.0.0.1:${E2E_PORT}/api${path}`, { headers: { tenantId: tenant } });
  expect(response.ok(), `${path} answered ${response.status()}`).toBe(true);
  const body = (await response.json()) as { success: boolean; data: T };
  expect(body.success).toBe(true);
  return body.data;
}

/** The identity part of the runtime configuration the server gives a portal (for mocked configurations). */
export function identityConfig(tenant: Tenant) {
  return {
    issuer: portal(tenant, '/oidc'),
    clientId: 'academy-web',
    scope: 'openid email profile offline_access urn:iam:m.me',
    refreshScope: 'urn:iam:m.me openid email',
    extraAuthorizeParams: { resource: portal(tenant, '/api') },
    redirectPath: '/login/callback',
    profileUrl: '/account',
    logoutUrl: '/identity/session',
    registrationUrl: '/auth',
  };
}

type ConfiguredRuntime = Pick<RuntimeConfig, 'tenantId' | 'environment' | 'apiBase' | 'displayHeader' | 'identity' | 'analytics'> &
  Partial<RuntimeConfig>;

/**
 * Plays an installation configured differently from the suite's server: the app reads `config` as
 * its runtime configuration, and the portal's pages carry the Content-Security-Policy the server
 * derives from that configuration (the same function), so a configured host is allowed as it would be.
 * A server-rendered page carries its configuration in its state (decision 019): that copy is swapped too.
 */
export async function serveRuntimeConfig(page: Page, tenant: Tenant, config: ConfiguredRuntime) {
  const origin = portal(tenant, '');
  const policy = webAppContentSecurityPolicy({ videoPlayer: null, ...config }, { origin });
  await page.route('**/api/config*', (route) =>
    route.fulfill({ json: { success: true, data: config, errors: [], correlationId: 'e2e-config' } }),
  );
  await page.route(
    (url) => url.origin === origin && !/^\/(api|identity|oidc)\//.test(url.pathname),
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback();
      // Node does not resolve *.localhost; the server answers the app shell on the loopback address alike.
      const { pathname, search } = new URL(route.request().url());
      const response = await route.fetch({
        url: `http://127.0.0.1:${E2E_PORT}${pathname}${search}`,
        headers: { host: new URL(origin).host },
      });
      const body = (await response.text()).replace(
        /(<script type="application\/json" id="server-state">)(.*?)(<\/script>)/s,
        (_, open: string, state: string, close: string) =>
          `${open}${JSON.stringify({ ...JSON.parse(state), config }).replace(/</g, '\\u003c')}${close}`,
      );
      const { 'content-encoding': _encoding, 'content-length': _length, ...headers } = response.headers();
      await route.fulfill({ response, body, headers: { ...headers, 'content-security-policy': policy } });
    },
  );
}

export function title(tenant: Tenant, page: string): string {
  return `${page} - ${ACADEMY[tenant]}`;
}

/** Spec: the page must have exactly one h1 with the given text. */
export async function expectHeading(page: Page, text: string | RegExp) {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text);
  await expect(page.locator('h1')).toHaveCount(1);
}

/**
 * An axe scan of the page as the tests read it: violations only (axe then skips the node details of
 * every passing rule), run in the page itself. axe's default runs each frame apart and merges the
 * results in a blank page it opens for the purpose; the frames our pages hold (a video, a lab
 * environment) are other sites', outside what these tests check, and their titles are checked in the page.
 */
export function axeScan(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).setLegacyMode(true);
}

/** axe may report minor issues, but nothing serious or critical. */
export async function expectAccessible(page: Page) {
  const results = await axeScan(page).analyze();
  const severe = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
  expect(severe, `axe violations on ${page.url()}`).toEqual([]);
}

/** Titles go into regular expressions for accessible-name matching. */
export function re(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
