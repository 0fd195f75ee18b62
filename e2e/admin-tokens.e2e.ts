import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectHeading, portal } from './helpers';
import { E2E_PORT } from './playwright.config';

/** What a script does with the token: a bearer call to the API of the kube portal. */
function call(request: APIRequestContext, token: string, method: 'POST' | 'DELETE', path: string, data: unknown) {
  return request.fetch(`http://127.0.0.1:${E2E_PORT}/api${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, tenantId: 'kube' },
    data,
  });
}

test.describe('admin tokens (kube)', () => {
  test.use({ account: { role: 'admin', tenant: 'kube' } });

  test('a token is created, shown once, works for its ability only, is listed with its creator and deleted', async ({ page, request }) => {
    test.setTimeout(90_000);
    const name = `Release pipeline ${Date.now()}${Math.floor(Math.random() * 1e4)}`;

    await page.goto(portal('kube', '/admin/tokens'));
    await expectHeading(page, 'Tokens');

    const form = page.getByRole('form', { name: 'Create a token' });
    await form.getByRole('button', { name: 'Create token' }).click();
    await expect(form.getByText('Name is a required field')).toBeVisible();
    await expect(form.getByText('Choose at least one ability')).toBeVisible();
    await form.getByLabel('Name').fill(name);
    await form.getByRole('checkbox', { name: /alerts:write/ }).check();
    const expiry = form.getByLabel('Expires after');
    await expect(expiry.getByRole('option')).toHaveText(['7 days', '30 days', '90 days', '365 days']);
    await expiry.selectOption('7');
    await form.getByRole('button', { name: 'Create token' }).click();

    const created = page.getByRole('region', { name: /created/ });
    await expect(created).toContainText('you will not see it again');
    const token = await created.getByLabel('New token').inputValue();
    expect(token).toMatch(/^acad_pat_/);

    const allowed = await call(request, token, 'POST', '/alerts/create', { message: `Posted by ${name}`, level: 'info' });
    expect(allowed.status()).toBe(200);
    const alertId = ((await allowed.json()) as { data: { id: string } }).data.id;
    const refused = await call(request, token, 'POST', '/admin/users/search', {});
    expect(refused.status()).toBe(403);
    expect((await call(request, token, 'DELETE', '/admin/alerts', [alertId])).status()).toBe(200);

    await created.getByRole('button', { name: 'Done' }).click();
    await expect(created).toHaveCount(0);
    await page.reload();
    const row = page.getByTestId('table-row').filter({ hasText: name });
    await expect(row).toContainText('alerts:write');
    const headers = await page.getByRole('region', { name: 'Tokens', exact: true }).locator('thead th').allTextContents();
    const cell = (header: string) => row.locator('td').nth(headers.findIndex((text) => text.toLowerCase() === header.toLowerCase()));
    await expect(cell('Created by')).toContainText('admin@kube.academy.test');
    await expect(cell('Last used')).not.toHaveText('Never');
    await expect(cell('Expires')).not.toHaveText('Never');
    await expect(page.getByRole('textbox', { name: 'New token' })).toHaveCount(0);

    await page.getByLabel('Search tokens').fill('ALERTS:WRITE');
    await expect(row).toBeVisible();
    await row.getByRole('button', { name: `Delete ${name}` }).click();
    await page.getByRole('alertdialog', { name: 'Delete this token?' }).getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('The token was deleted')).toBeVisible();
    await expect(row).toHaveCount(0);
    expect((await call(request, token, 'POST', '/alerts/create', { message: 'After deletion', level: 'info' })).status()).toBe(401);
  });
});
