import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectHeading, portal } from './helpers';

const PHONE = { width: 390, height: 844 };

/** Nothing on the page reaches past the screen's right edge: wide tables scroll inside their own region. */
async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
}

test.describe('administration on a 390 px phone (kube admin)', () => {
  test.use({ account: { role: 'admin', tenant: 'kube' } });

  test('tokens fit the screen, a new token included, and e-mail addresses wrap at their parts, not per letter', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto(portal('kube', '/admin/tokens'));
    await expectHeading(page, 'Tokens');
    await expectNoSidewaysScroll(page);

    const form = page.getByRole('form', { name: 'Create a token' });
    await form.getByLabel('Name').fill(`Phone pipeline ${Date.now()}`);
    await form.getByRole('checkbox', { name: /users:read/ }).check();
    await form.getByRole('button', { name: 'Create token' }).click();
    await expect(page.getByLabel('New token')).toHaveValue(/^acad_pat_/);
    await expectNoSidewaysScroll(page);
    await page.getByRole('button', { name: 'Done' }).click();
    await expect(page.getByTestId('table-row').first()).toBeVisible();
    await expectNoSidewaysScroll(page);

    await page.goto(portal('kube', '/admin/users'));
    await page.getByLabel('Search users').fill('admin@kube.academy.test');
    await page.getByLabel('Search users').press('Enter');
    await expect(page.getByTestId('table-row')).toHaveCount(1);
    await expectNoSidewaysScroll(page);
    // One line box per part at most (admin, @kube., academy., test); cut per letter it would take many more.
    const address = page.getByTestId('table-row').getByText('admin@kube.academy.test');
    const lines = await address.evaluate((element) => new Set(Array.from(element.getClientRects(), (rect) => Math.round(rect.top))).size);
    expect(lines).toBeLessThanOrEqual(4);
    const widest = await address.evaluate((element) => Math.max(...Array.from(element.getClientRects(), (rect) => rect.width)));
    expect(widest).toBeGreaterThan(40);
  });
});
