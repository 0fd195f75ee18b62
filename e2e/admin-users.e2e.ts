import type { Browser } from '@playwright/test';
import { expect, test } from './fixtures';
import { ANONYMOUS, signUp } from './accounts';
import { expectHeading, portal } from './helpers';

/** A fresh kube learner, so changing their rights touches no account another spec relies on. */
async function signUpLearner(browser: Browser, lastName: string) {
  const context = await browser.newContext({ storageState: ANONYMOUS });
  const page = await context.newPage();
  try {
    await signUp(page, { path: '/courses', firstName: 'Toggle', lastName, email: `${lastName.toLowerCase()}@example.test` });
  } finally {
    await context.close();
  }
}

test.describe('admin users (kube)', () => {
  test.use({ account: { role: 'admin', tenant: 'kube' } });

  test('the admin gives a user the admin right and takes it back, and cannot remove their own', async ({ page, browser }) => {
    test.setTimeout(90_000);
    const lastName = `User${Date.now()}${Math.floor(Math.random() * 1e4)}`;
    await signUpLearner(browser, lastName);

    const firstSearch = page.waitForRequest((request) => request.url().endsWith('/api/admin/users/search'));
    await page.goto(portal('kube', '/admin/users'));
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
    await page.goto(portal('kube', '/admin/users'));
    await expectHeading(page, 'Users');
    await expect(page.getByTestId('table-row').first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });
});
