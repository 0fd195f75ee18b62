import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { ACADEMY, portal, TENANTS, title } from './helpers';
import { publicAddresses } from './public-addresses';

/**
 * Decision 019: the public pages arrive rendered with their data, and the browser takes them over
 * (hydration) without a mismatch and without asking the API again for what the page carries.
 */

/** Console errors (React reports every hydration mismatch there) and the API reads the page makes. */
function watch(page: Page) {
  const errors: string[] = [];
  const apiReads: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('request', (request) => {
    const url = new URL(request.url());
    // Images the content shows are files under /api/content-assets, not data.
    if (url.pathname.startsWith('/api/') && ['fetch', 'xhr'].includes(request.resourceType())) apiReads.push(url.pathname);
  });
  return { errors, apiReads };
}

/** The hamburger answers only once React owns the page. */
async function expectHydrated(page: Page) {
  await page.getByRole('button', { name: 'Open navigation menu' }).click();
  await expect(page.getByRole('navigation', { name: 'Main' }).getByText('Instructors', { exact: true })).toBeVisible();
}

test('every public route hydrates without a console error and without fetching its data again (spring)', async ({ page, request }) => {
  const tenant = 'spring';
  // A violation the page's code catches (zod probing for eval) reaches DevTools' issues, not the console.
  const cspIssues: string[] = [];
  const devtools = await page.context().newCDPSession(page);
  devtools.on('Audits.issueAdded', ({ issue }) => {
    if (issue.code === 'ContentSecurityPolicyIssue') cspIssues.push(JSON.stringify(issue.details.contentSecurityPolicyIssueDetails));
  });
  await devtools.send('Audits.enable');
  for (const path of await publicAddresses(request, tenant)) {
    const seen = watch(page);
    const response = await page.goto(portal(tenant, path));
    expect(response?.status(), path).toBe(path === '/no-such-page' ? 404 : 200);
    const html = await response!.text();
    expect(html, `${path} arrives rendered`).toContain('id="server-state"');
    await expectHydrated(page);
    await page.waitForLoadState('networkidle');
    // The browser reports the 404 of the not-found document itself; that status is the point of it.
    const errors = path === '/no-such-page' ? seen.errors.filter((error) => !error.includes('status of 404')) : seen.errors;
    expect(errors, `console errors on ${path}`).toEqual([]);
    expect(cspIssues.splice(0), `Content-Security-Policy issues on ${path}`).toEqual([]);
    // Nothing is asked for again: not the page's own data, not the alerts above it (decision 076), not the configuration.
    expect(seen.apiReads, `API reads on ${path}`).toEqual([]);
    page.removeAllListeners('console');
    page.removeAllListeners('pageerror');
    page.removeAllListeners('request');
  }
});

test('a missing page answers 404 with the not-found page, at /not-found as the browser app has it', async ({ page }) => {
  const response = await page.goto(portal('kube', '/courses/no-such-course'));
  expect(response?.status()).toBe(404);
  await expect(page).toHaveTitle(title('kube', 'Page not found'));
  await expect(page).toHaveURL(portal('kube', '/not-found'));
  await expectHydrated(page);
});

for (const tenant of TENANTS) {
  test(`${tenant}: the home page hydrates cleanly and its rendered head names the portal`, async ({ page }) => {
    const seen = watch(page);
    await page.goto(portal(tenant));
    await expect(page.locator('meta[property="og:site_name"]')).toHaveAttribute('content', ACADEMY[tenant]);
    await expectHydrated(page);
    await page.waitForLoadState('networkidle');
    expect(seen.errors).toEqual([]);
  });
}

test.describe('signed in', () => {
  test.use({ account: { role: 'learner', tenant: 'kube' } });

  test('the signed-in state is merged after hydration: the header names the learner, with no mismatch', async ({ page }) => {
    const seen = watch(page);
    await page.goto(portal('kube', '/courses'));
    await expect(page.getByRole('button', { name: /^Account menu/ })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Log In / Register' })).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    expect(seen.errors).toEqual([]);
    // With the viewer known, the catalogue is read again with the bearer: progress and favourites are personal.
    expect(seen.apiReads).toContain('/api/courses/list');
  });
});
