import { ANONYMOUS } from './accounts';
import { createAlerts } from './alerts-through-api';
import { expect, test } from './fixtures';
import { ACADEMY, expectHeading, identityConfig, portal, serveRuntimeConfig, TENANTS, title } from './helpers';

const TAGLINES = {
  spring: 'Learn Spring from the engineers who ship with it',
  kube: 'Kubernetes and cloud native, one hands-on lesson at a time',
  tanzu: 'Build and run the platform your developers love',
} as const;

const SECONDARY_ACTION = { spring: 'Create Your Free Account', kube: 'Start a Learning Path', tanzu: 'Create Your Free Account' } as const;

/** What differs between the portals; every other shell behaviour is the same code and runs on one of them. */
for (const tenant of TENANTS) {
  test(`${tenant} smoke: brand, tagline, landing actions, portal navigation, footer and sign-in page`, async ({ page }) => {
    await page.goto(portal(tenant));
    await expect(page).toHaveTitle(`${ACADEMY[tenant]} - ${TAGLINES[tenant]}`);
    await expect(page.getByRole('banner').getByText(ACADEMY[tenant], { exact: true })).toBeVisible();
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: 'Browse Courses' })).toHaveAttribute('href', '/courses');
    await expect(main.getByRole('link', { name: SECONDARY_ACTION[tenant] })).toBeVisible();
    await expect(main.getByTestId('course-card').first()).toBeVisible();
    await expect(main.getByRole('heading', { name: 'Learning Paths', level: 2, exact: true })).toBeVisible();
    await expect(page.locator('h1')).toHaveCount(1);
    const favicon = await page.locator('link[rel="icon"]').getAttribute('href');
    expect(favicon).toMatch(/^data:image\/svg\+xml,/);

    const nav = page.getByRole('navigation', { name: 'Main' });
    // Every portal publishes guides, so every portal has them in the menu and the footer (decision 064).
    await expect(nav.getByRole('link', { name: 'Guides' })).toHaveCount(1);
    await expect(nav.getByRole('link', { name: 'Instructors' })).toHaveCount(1);
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('navigation', { name: 'Learn' }).getByRole('link', { name: 'Guides' })).toHaveCount(1);
    await expect(footer.getByRole('link', { name: 'FAQs' })).toHaveCount(tenant === 'spring' ? 1 : 0);
    await expect(footer).toContainText(`© ${new Date().getFullYear()} ${ACADEMY[tenant]}`);

    await page.getByRole('link', { name: 'Log In / Register' }).click();
    await expect(page).toHaveURL(new RegExp(`^${portal(tenant, '/identity/interaction/')}`));
    await expectHeading(page, 'Sign in');
    await expect(page).toHaveTitle(title(tenant, 'Sign in'));
    await expect(page.getByRole('link', { name: 'Create your free account' })).toBeVisible();
  });
}

test.describe('portal shell', () => {
  test('navigation is collapsed by default, shows titles when open and closes on route change (kube)', async ({ page }) => {
    const tenant = 'kube';
    await page.goto(portal(tenant, '/courses'));
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByText('Courses', { exact: true })).toHaveCount(0);

    await nav.getByRole('link', { name: 'Instructors' }).hover();
    await expect(page.getByRole('tooltip')).toHaveText('Instructors');
    // Spec: the tooltip's position is top, 10 px from the item.
    const [tip, item] = await Promise.all([
      page.getByRole('tooltip').boundingBox(),
      nav.getByRole('link', { name: 'Instructors' }).boundingBox(),
    ]);
    expect(Math.round(item!.y - (tip!.y + tip!.height))).toBe(10);

    await page.getByRole('button', { name: 'Open navigation menu' }).click();
    await expect(nav.getByText('Learning Paths', { exact: true })).toBeVisible();
    await nav.getByRole('link', { name: 'Learning Paths' }).click();
    await expect(page).toHaveURL(portal(tenant, '/paths'));
    await expect(page.getByRole('button', { name: 'Open navigation menu' })).toHaveAttribute('aria-expanded', 'false');
    await expect(nav.getByText('Learning Paths', { exact: true })).toHaveCount(0);
  });

  test('at 1024 px the open menu lies over the page: the course cards keep their width (tanzu)', async ({ page }) => {
    await page.setViewportSize({ width: 1024, height: 768 });
    await page.goto(portal('tanzu', '/courses'));
    const cards = page.getByRole('main').getByTestId('course-card');
    await expect(cards.first()).toBeVisible();
    const closed = await cards.first().boundingBox();
    await page.getByRole('button', { name: 'Open navigation menu' }).click();
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByText('Guides', { exact: true })).toBeVisible();
    const open = await cards.first().boundingBox();
    expect(open!.width).toBe(closed!.width);
    expect(open!.x).toBe(closed!.x);
    // The open menu is on top where it covers the page, and its links work.
    const guides = await nav.getByRole('link', { name: 'Guides' }).boundingBox();
    expect(guides!.width).toBeGreaterThan(150);
    await nav.getByRole('link', { name: 'Guides' }).click();
    await expectHeading(page, 'Guides');
    await expect(nav.getByText('Guides', { exact: true })).toHaveCount(0);
  });

  test('the footer has the Learn, Engage and More groups with legal links in a new tab (tanzu)', async ({ page }) => {
    await page.goto(portal('tanzu', '/instructors'));
    const footer = page.getByRole('contentinfo');
    for (const [name, href] of [
      ['Terms', '/terms'],
      ['Privacy', '/privacy'],
      ['California Privacy Rights', '/california-privacy'],
    ]) {
      const link = footer.getByRole('link', { name: new RegExp(`^${name} `) });
      await expect(link).toHaveAttribute('href', href);
      await expect(link).toHaveAttribute('target', '_blank');
    }
    await expect(footer.getByRole('navigation', { name: 'Learn' }).getByRole('link', { name: 'Courses' })).toHaveAttribute(
      'href',
      '/courses',
    );
    await expect(footer.getByRole('link', { name: 'About' })).toHaveAttribute('href', '/about');
    await expect(footer.getByRole('link', { name: 'Community' })).toHaveAttribute('href', '/community');
    await expect(footer.getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/contact');
    await footer.getByRole('button', { name: 'Give Feedback' }).click();
    await expect(page.getByRole('dialog', { name: 'Give Feedback' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('unknown addresses show the not-found page (spring)', async ({ page }) => {
    const tenant = 'spring';
    for (const path of ['/not-found', '/no-such-page', '/courses/no-such-course', '/a/b/c']) {
      await page.goto(portal(tenant, path));
      await expectHeading(page, "Sorry, the page you are looking for doesn't exist");
      await expect(page).toHaveTitle(title(tenant, 'Page not found'));
    }
    await page.getByRole('link', { name: 'Back to home page' }).click();
    await expect(page).toHaveURL(portal(tenant, '/'));
  });
});

test.describe('alerts', () => {
  test.use({ account: { role: 'admin', tenant: 'kube' } });

  test('alerts arrive drawn with the page, show level colours, a new-tab action and can be dismissed; hidden under /auth', async ({
    page,
    request,
    browser,
  }) => {
    const tag = `shell-${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
    const removeAlerts = await createAlerts(page, request, 'kube', [
      { message: `An info alert ${tag}`, level: 'info', actionUrl: 'https://example.com/notes' },
      { message: `A warning alert ${tag}`, level: 'warning', actionText: 'Read more', actionUrl: 'https://example.com/maintenance' },
      { message: `A success alert ${tag}`, level: 'success' },
    ]);
    const visitor = await (await browser.newContext({ storageState: ANONYMOUS })).newPage();
    try {
      // In the page as the server sends it: a kept page is checked against its alerts at most once a second (decision 057).
      await expect(async () => {
        const html = await (await visitor.goto(portal('kube', '/courses')))!.text();
        for (const level of ['An info', 'A warning', 'A success']) expect(html).toContain(`${level} alert ${tag}`);
      }).toPass();
      const alerts = visitor.getByTestId('alert').filter({ hasText: tag });
      await expect(alerts).toHaveCount(3);
      const byLevel = (level: string) => alerts.filter({ hasText: `${level} alert ${tag}` });
      await expect(byLevel('An info').locator('svg').first()).toHaveCSS('color', 'rgb(29, 78, 216)');
      await expect(byLevel('A warning').locator('svg').first()).toHaveCSS('color', 'rgb(185, 28, 28)');
      await expect(byLevel('A success').locator('svg').first()).toHaveCSS('color', 'rgb(21, 128, 61)');
      const defaultAction = byLevel('An info').getByRole('link', { name: /click to know more/ });
      await expect(defaultAction).toHaveAttribute('target', '_blank');
      await expect(byLevel('A warning').getByRole('link', { name: /Read more/ })).toHaveAttribute(
        'href',
        'https://example.com/maintenance',
      );
      await byLevel('A warning').getByRole('button', { name: 'Dismiss alert' }).click();
      await expect(alerts).toHaveCount(2);

      // Hold the provider's discovery document, so /auth stays on its spinner instead of leaving.
      await visitor.route('**/oidc/.well-known/openid-configuration', () => undefined);
      await visitor.goto(portal('kube', '/auth'));
      await expect(visitor.getByRole('status', { name: 'Loading' })).toBeVisible();
      await expect(visitor.getByTestId('alert')).toHaveCount(0);
    } finally {
      await visitor.context().close();
      await removeAlerts();
    }
  });
});

test.describe('phone layout', () => {
  test('on a phone the menu is a drawer behind the hamburger', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto(portal('spring', '/'));
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Open navigation menu' }).click();
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByText('Guides', { exact: true })).toBeVisible();
    await nav.getByRole('link', { name: 'Guides' }).click();
    await expectHeading(page, 'Guides');
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(375);
  });
});

test.describe('runtime behaviour', () => {
  test('without the header (runtime configuration) the navigation carries its own toggle', async ({ page }) => {
    const config = {
      tenantId: 'tanzu' as const,
      environment: 'local' as const,
      apiBase: '/api',
      displayHeader: false,
      identity: identityConfig('tanzu'),
      analytics: { containerId: null, consentScriptUrl: null },
    };
    await serveRuntimeConfig(page, 'tanzu', config);
    await page.goto(portal('tanzu', '/courses'));
    await expectHeading(page, 'Courses');
    await expect(page.getByRole('banner')).toHaveCount(0);
    const nav = page.getByRole('navigation', { name: 'Main' });
    // The menu starts at the top of the screen (no empty band where the header was) and offers the sign-in.
    expect((await nav.boundingBox())!.y).toBe(0);
    await page.getByRole('button', { name: 'Open navigation menu' }).click();
    await expect(nav.getByText('Instructors', { exact: true })).toBeVisible();
    await nav.getByRole('link', { name: 'Log In / Register' }).click();
    await expect(page).toHaveURL(/\/oidc\/|\/auth/);
  });

  test('a screen whose code fails to load reloads the page once', async ({ page }) => {
    let failed = 0;
    await page.route(/\/assets\/courses-page-[^/]+\.js$/, (route) => {
      if (failed++ === 0) return route.abort();
      return route.continue();
    });
    await page.goto(portal('kube', '/courses'));
    await expectHeading(page, 'Courses');
    expect(failed).toBe(2);
    expect(await page.evaluate(() => sessionStorage.getItem('academy.chunk-reload'))).toBeNull();
  });

  test('analytics scripts load only when the configuration names a container, and its policy lets them through', async ({ page }) => {
    const requested: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith('https://')) requested.push(request.url());
    });
    await page.route(/^https:\/\//, (route) => route.abort());
    await page.goto(portal('spring', '/'));
    await expectHeading(page, /Spring/);
    await expect(page.locator('script[src*="googletagmanager"]')).toHaveCount(0);

    await serveRuntimeConfig(page, 'spring', {
      tenantId: 'spring',
      environment: 'prod',
      apiBase: '/api',
      displayHeader: true,
      identity: identityConfig('spring'),
      analytics: { containerId: 'GTM-TEST', consentScriptUrl: 'https://consent.example.com/consent.js' },
    });
    await page.reload();
    await expectHeading(page, /Spring/);
    await expect(page.locator('script[src="https://www.googletagmanager.com/gtm.js?id=GTM-TEST"]')).toHaveCount(1);
    await expect(page.locator('script[src="https://consent.example.com/consent.js"]')).toHaveCount(1);
    // The requests left the page (the network then refused them), so the policy did not block them.
    await expect
      .poll(() => requested)
      .toEqual(expect.arrayContaining(['https://consent.example.com/consent.js', 'https://www.googletagmanager.com/gtm.js?id=GTM-TEST']));
  });
});
