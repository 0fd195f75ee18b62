import { expect, test, type Browser, type Page } from '@playwright/test';
import { expectAccessible, expectHeading, portal } from './helpers';

async function signInAsAdmin(page: Page, path: string) {
  await page.goto(portal('kube', path));
  await expect(page).toHaveURL(/\/identity\/interaction\//);
  await page.getByLabel('E-mail').fill('admin@kube.academy.test');
  await page.getByLabel('Password').fill('academy-admin');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(portal('kube', path));
}

/** A fresh kube learner, so changing their rights touches no account another spec relies on. */
async function signUpLearner(browser: Browser, lastName: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  try {
    await page.goto(portal('kube', '/courses'));
    await page.getByRole('link', { name: 'Log In / Register' }).click();
    await page.getByRole('link', { name: 'Create your free account' }).click();
    await page.getByLabel('First name').fill('Toggle');
    await page.getByLabel('Last name').fill(lastName);
    await page.getByLabel('E-mail').fill(`${lastName.toLowerCase()}@example.test`);
    await page.getByLabel('Password').fill('a-long-enough-password');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByRole('button', { name: /^Account menu/ })).toBeVisible();
  } finally {
    await context.close();
  }
}

test.describe('admin users (kube)', () => {
  test('the admin gives a user the admin right and takes it back, and cannot remove their own', async ({ page, browser }) => {
    test.setTimeout(90_000);
    const lastName = `User${Date.now()}${Math.floor(Math.random() * 1e4)}`;
    await signUpLearner(browser, lastName);

    const firstSearch = page.waitForRequest((request) => request.url().endsWith('/api/admin/users/search'));
    await signInAsAdmin(page, '/admin/users');
    expect((await firstSearch).postDataJSON()).toEqual({
      sortBy: 'firstName',
      sortDir: 'asc',
      pageNumber: 0,
      pageSize: 20,
      includeExpireData: false,
      searchValue: '',
    });
    await expectHeading(page, 'Users');
    await expect(page.getByRole('status').filter({ hasText: /\d+ users?/ })).toBeVisible();
    await expectAccessible(page);

    await page.getByLabel('Search users').fill(lastName);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const rows = page.getByTestId('table-row');
    await expect(rows).toHaveCount(1);
    await expect(page.getByRole('status').filter({ hasText: '1 user' })).toBeVisible();
    const adminSwitch = page.getByRole('switch', { name: `Admin access for Toggle ${lastName}` });
    await expect(adminSwitch).not.toBeChecked();
    await adminSwitch.click();
    await expect(adminSwitch).toBeChecked();
    const email = `${lastName.toLowerCase()}@example.test`;
    await expect(page.getByText(`Administrator access granted to ${email}`)).toBeVisible();
    await adminSwitch.click();
    await expect(adminSwitch).not.toBeChecked();
    await expect(page.getByText(`Administrator access removed from ${email}`)).toBeVisible();

    await page.getByLabel('Search users').fill('admin@kube.academy.test');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const ownSwitch = page.getByRole('switch', { name: 'Admin access for Avery Admin' });
    await expect(ownSwitch).toBeChecked();
    await ownSwitch.click();
    await expect(page.getByText('You cannot remove your own administrator right; ask another administrator')).toBeVisible();
    await expect(ownSwitch).toBeChecked();
  });

  test('the users table works at phone width', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await signInAsAdmin(page, '/admin/users');
    await expectHeading(page, 'Users');
    await expect(page.getByTestId('table-row').first()).toBeVisible();
    await expectAccessible(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });
});
