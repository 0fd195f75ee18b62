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

  test('users and tokens work at phone width: nothing wider than the screen, addresses cut at their parts', async ({ page }) => {
    const fits = async () => expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto(portal('kube', '/admin/users'));
    await expectHeading(page, 'Users');
    await expect(page.getByTestId('table-row').first()).toBeVisible();
    await fits();
    await page.getByLabel('Search users').fill('admin@kube.academy.test');
    await page.getByLabel('Search users').press('Enter');
    await expect(page.getByTestId('table-row')).toHaveCount(1);
    // At most one line per part (admin, @kube., academy., test); cut per letter, as before, it took over twenty.
    const address = page.getByTestId('table-row').getByText('admin@kube.academy.test');
    expect(
      await address.evaluate((element) => new Set(Array.from(element.getClientRects(), (rect) => Math.round(rect.top))).size),
    ).toBeLessThanOrEqual(4);

    // The hidden "Actions" header of a scrolling table once made /admin/tokens 605 px wide.
    await page.goto(portal('kube', '/admin/tokens'));
    await expectHeading(page, 'Tokens');
    await fits();
    const form = page.getByRole('form', { name: 'Create a token' });
    await form.getByLabel('Name').fill(`Phone pipeline ${Date.now()}`);
    await form.getByRole('checkbox', { name: /users:read/ }).check();
    await form.getByRole('button', { name: 'Create token' }).click();
    await expect(page.getByLabel('New token')).toHaveValue(/^acad_pat_/);
    await fits();
    await page.getByRole('button', { name: 'Done' }).click();
    await expect(page.getByTestId('table-row').first()).toBeVisible();
    await fits();
  });
});
