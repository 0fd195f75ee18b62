import type { RuntimeConfig } from '@academy/shared';
import { signUp } from './accounts';
import { expect, test } from './fixtures';
import { api, portal, serveRuntimeConfig } from './helpers';

/** Issue 17: what a signed-in learner tripped over in a full walk-through (decision 021). */
const PHONE = { width: 390, height: 844 };

test.describe('signed-in home (spring learner)', () => {
  test.use({ account: { role: 'learner', tenant: 'spring' } });

  for (const [device, viewport] of [
    ['desktop', { width: 1440, height: 900 }],
    ['phone', PHONE],
  ] as const) {
    test(`on ${device} the feature cards sit below the dashboard and there is no sign-up action`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto(portal('spring'));
      const dashboard = page.getByTestId('learner-dashboard');
      await expect(dashboard.getByRole('heading', { name: 'Favourites' })).toBeVisible();
      await expect(page.getByRole('main').getByRole('link', { name: 'Browse Courses' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Create Your Free Account' })).toHaveCount(0);
      const board = (await dashboard.boundingBox())!;
      const highlights = (await page.getByTestId('home-highlights').boundingBox())!;
      expect(highlights.y).toBeGreaterThanOrEqual(board.y + board.height);
    });
  }
});

/** A pro-only lesson of each portal the lock tests use. */
const PRO_LESSON = {
  kube: '/courses/packaging-applications-with-helm/lessons/dependencies-and-hooks',
  spring: '/courses/securing-spring-applications/lessons/jwt-resource-server',
} as const;

test.describe('lock messages', () => {
  test('a visitor on a pro lesson is told it needs a pro account, and the pro page offers the contact form', async ({ page }) => {
    await page.goto(portal('kube', PRO_LESSON.kube));
    const lock = page.getByTestId('lesson-locked');
    await expect(lock).toContainText('needs a pro account');
    await expect(lock).not.toContainText('An account is free');
    await expect(lock.getByRole('link', { name: 'Sign in' })).toBeVisible();
    await lock.getByRole('link', { name: 'About the pro plan' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('The pro plan');
    await expect(page.getByRole('main')).toContainText('one certification exam voucher per year');
    await page.getByRole('link', { name: 'Ask us about pro' }).click();
    await expect(page.getByLabel('Subject')).toHaveValue('Becoming a pro learner');
  });

  test("the pro page links to the operator's page when one is configured", async ({ page, request }) => {
    const config = await api<RuntimeConfig>(request, 'tanzu', '/config');
    await serveRuntimeConfig(page, 'tanzu', { ...config, proUpgradeUrl: 'https://shop.example.com/pro' });
    await page.goto(portal('tanzu', '/pro'));
    await expect(page.getByRole('link', { name: /Become a pro learner/ })).toHaveAttribute('href', 'https://shop.example.com/pro');
    await expect(page.getByRole('link', { name: 'Ask us about pro' })).toHaveCount(0);
  });
});

test.describe('lock messages for a free learner', () => {
  test.use({ account: { role: 'learner', tenant: 'spring' } });

  test('a free learner on a pro lesson is shown how to become pro', async ({ page }) => {
    await page.goto(portal('spring', PRO_LESSON.spring));
    const lock = page.getByTestId('lesson-locked');
    await expect(lock).toContainText('Become a pro learner to read it.');
    await expect(lock.getByRole('link', { name: 'Sign in' })).toHaveCount(0);
    await lock.getByRole('link', { name: 'How to become pro' }).click();
    await expect(page).toHaveURL(portal('spring', '/pro'));
  });
});

test.describe('every published item is reachable', () => {
  test('a platform portal lists its guides on the home page and has the Guides tab (kube)', async ({ page, request }) => {
    const { guides } = await api<{ guides: { slug: string; title: string }[] }>(request, 'kube', '/guides/list');
    expect(guides.length).toBeGreaterThan(0);
    await page.goto(portal('kube'));
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Guides' })).toHaveAttribute('href', '/guides');
    const section = page.getByRole('region', { name: 'Guides' });
    await section.getByRole('link', { name: guides[0].title }).click();
    await expect(page).toHaveURL(portal('kube', `/guides/${guides[0].slug}`));
    await page.goto(portal('kube'));
    await section.getByRole('link', { name: 'All guides' }).click();
    await expect(
      page
        .getByTestId('guide-card')
        .or(page.getByRole('link', { name: guides[0].title }))
        .first(),
    ).toBeVisible();
  });

  test('/learning-path on spring opens the configured path', async ({ page, request }) => {
    const config = await api<RuntimeConfig>(request, 'spring', '/config');
    await serveRuntimeConfig(page, 'spring', { ...config, learningPathSlug: 'spring-boot-developer' });
    await page.goto(portal('spring', '/learning-path'));
    await expect(page).toHaveURL(portal('spring', '/paths/spring-boot-developer'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Spring Boot Developer');
  });
});

test.describe('failures degrade gracefully', () => {
  test.use({ account: { role: 'learner', tenant: 'kube' } });

  test('a rejected access token signs the learner out and offers Log In instead of an error screen', async ({ page }) => {
    await page.goto(portal('kube', '/courses'));
    await expect(page.getByRole('button', { name: /^Account menu/ })).toBeVisible();
    // The token keeps its lifetime but its signature no longer verifies, as after a key rotation.
    await page.evaluate(() => {
      const tokens = JSON.parse(localStorage.getItem('auth')!) as { accessToken: string };
      localStorage.setItem('auth', JSON.stringify({ ...tokens, accessToken: `${tokens.accessToken.slice(0, -4)}AAAA` }));
    });
    // The home page's dashboard asks for the learner's own courses, which needs the sign-in.
    await page.goto(portal('kube', '/'));
    await expect(
      page
        .getByRole('link', { name: 'Log In / Register' })
        .or(page.getByRole('button', { name: 'Log In / Register' }))
        .first(),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: /^Account menu/ })).toHaveCount(0);
    await expect(page.getByText('Something went wrong')).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('auth'))).toBeNull();
  });
});

test.describe('lessons', () => {
  test('every code block of a lesson and a guide has a copy button', async ({ page }) => {
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto(portal('kube', '/courses/kubernetes-fundamentals/lessons/pods-and-deployments'));
    await expect(page.locator('article pre').first()).toBeVisible();
    const blocks = await page.locator('article pre').count();
    expect(blocks).toBeGreaterThan(0);
    await expect(page.getByRole('button', { name: /^Copy code block \d+$/ })).toHaveCount(blocks);
    await page.getByRole('button', { name: 'Copy code block 1', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Code block 1 copied' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await page.locator('article pre').first().textContent());

    await page.goto(portal('spring', '/guides/testing-slices-with-webmvctest'));
    await expect(page.getByRole('button', { name: 'Copy code block 1', exact: true })).toBeVisible();
  });
});

test.describe('completing a lesson', () => {
  test('"Mark as complete" turns into a completed state with an undo', async ({ page }) => {
    test.setTimeout(90_000);
    const lesson = '/courses/kubernetes-fundamentals/lessons/pods-and-deployments';
    await signUp(page, { tenant: 'kube', path: lesson });
    await page.getByRole('button', { name: 'Mark as complete' }).click();
    await expect(page).not.toHaveURL(portal('kube', lesson));
    await page.goto(portal('kube', lesson));
    await expect(page.getByTestId('lesson-complete')).toHaveText('You completed this lesson');
    await expect(page.getByRole('button', { name: 'Mark as complete' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Mark as not complete' }).click();
    await expect(page.getByRole('button', { name: 'Mark as complete' })).toBeVisible();
    await expect(page.getByTestId('lesson-complete')).toHaveCount(0);
  });
});

test.describe('role changes show without a reload', () => {
  test.use({ account: { role: 'admin', tenant: 'kube' } });

  test('a granted admin sees Administration on returning to the tab; a revoked one loses it after an access error', async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    const lastName = `Role${Date.now()}${Math.floor(Math.random() * 1e4)}`;
    const learnerContext = await browser.newContext({ storageState: { cookies: [], origins: [] } });
    const learner = await learnerContext.newPage();
    await signUp(learner, { tenant: 'kube', path: '/courses', firstName: 'Toggle', lastName });
    const menu = learner.getByRole('button', { name: /^Account menu/ });
    await menu.click();
    await expect(
      learner
        .getByRole('menuitem', { name: 'Manage Emails' })
        .or(learner.getByRole('menuitem', { name: 'Give Feedback' }))
        .first(),
    ).toBeVisible();
    await expect(learner.getByRole('menuitem', { name: 'Administration' })).toHaveCount(0);
    await learner.keyboard.press('Escape');

    await page.goto(portal('kube', '/admin/users'));
    await page.getByLabel('Search users').fill(lastName);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const adminSwitch = page.getByRole('switch', { name: `Admin access for Toggle ${lastName}` });
    // The switch shows the new state while the call is pending; it is enabled again once the server answered.
    await adminSwitch.click();
    await expect(adminSwitch).toBeEnabled();
    await expect(adminSwitch).toBeChecked();

    // The learner comes back to the tab.
    await learner.evaluate(() => window.dispatchEvent(new Event('visibilitychange')));
    await menu.click();
    await expect(learner.getByRole('menuitem', { name: 'Administration' })).toBeVisible();
    await learner.getByRole('menuitem', { name: 'Administration' }).click();
    await expect(learner.getByRole('heading', { level: 1 })).toHaveText('Administration');

    await adminSwitch.click();
    await expect(adminSwitch).toBeEnabled();
    await expect(adminSwitch).not.toBeChecked();
    await learner.getByRole('link', { name: /Users/ }).first().click();
    const denied = learner.getByRole('alertdialog', { name: 'Access Denied' });
    await expect(denied).toBeVisible();
    await learner.keyboard.press('Escape');
    await expect(denied).toHaveCount(0);
    await expect(learner).toHaveURL(portal('kube', '/'));
    await menu.click();
    await expect(learner.getByRole('menuitem', { name: 'Give Feedback' })).toBeVisible();
    await expect(learner.getByRole('menuitem', { name: 'Administration' })).toHaveCount(0);
    await learnerContext.close();
  });
});
