import { signInAs } from './accounts';
import { expect, test } from './fixtures';
import { expectHeading, portal } from './helpers';

/**
 * Browser hardening (decision 016): every page carries a Content-Security-Policy that the app and
 * the sign-in live with (the fixture fails any test that leaves a violation), and that stops what
 * an injected script or a framing site would try.
 */
test.describe('content security policy', () => {
  test('the app and the sign-in pages carry the policy, and signing in reports no violation', async ({ page }) => {
    const policies = new Map<string, string | undefined>();
    page.on('response', (response) => {
      if (response.request().resourceType() === 'document')
        policies.set(new URL(response.url()).pathname, response.headers()['content-security-policy']);
    });
    await signInAs(page, 'learner', '/courses', { tenant: 'kube' });
    await expectHeading(page, 'Courses');
    expect([...policies.keys()]).toEqual(expect.arrayContaining(['/courses', '/login/callback']));
    expect([...policies.keys()].some((path) => path.startsWith('/identity/interaction/'))).toBe(true);
    for (const [path, policy] of policies) {
      expect(policy, path).toContain("script-src 'self';");
      expect(policy, path).toContain("frame-ancestors 'none'");
      expect(policy, path).toContain("object-src 'none'");
      expect(policy, path).not.toContain('unsafe-eval');
    }
  });

  test('the API documentation page works under its own policy', async ({ page }) => {
    await page.goto(portal('kube', '/api/docs/'));
    await expect(page.getByRole('heading', { name: /Academy API/ })).toBeVisible();
    await expect(page.getByText('/api/courses/list').first()).toBeVisible();
  });

  test('a script injected into the page does not run, and the browser reports it', async ({ page, cspViolations }) => {
    await page.goto(portal('kube', '/courses'));
    await expectHeading(page, 'Courses');
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.injected = "script"';
      document.head.append(script);
      const image = document.createElement('div');
      image.innerHTML = '<img src="/no-such-image.png" onerror="window.injected = \'handler\'">';
      document.body.append(image);
    });
    await expect.poll(() => cspViolations.length).toBeGreaterThanOrEqual(2);
    expect(await page.evaluate(() => (window as unknown as { injected?: string }).injected)).toBeUndefined();
    expect(cspViolations.every((message) => message.includes("script-src 'self'") || message.includes('script-src-attr'))).toBe(true);
    cspViolations.splice(0);
  });

  test('another site cannot frame a portal page', async ({ page, cspViolations }) => {
    await page.setContent(`<iframe title="framed academy" src="${portal('kube', '/courses')}"></iframe>`);
    await expect.poll(() => cspViolations.some((message) => message.includes("frame-ancestors 'none'"))).toBe(true);
    await expect(page.frameLocator('iframe').getByRole('heading', { name: 'Courses' })).toHaveCount(0);
    cspViolations.splice(0);
  });
});
