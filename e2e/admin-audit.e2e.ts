import { readFile } from 'node:fs/promises';
import { expect, test } from './fixtures';
import { expectHeading, portal } from './helpers';

test.describe('audit log (tanzu admin)', () => {
  test.use({ account: { role: 'admin', tenant: 'tanzu' } });

  test('a change shows in the audit log with who made it, filters apply, and the CSV export carries it', async ({ page }) => {
    const message = `Audit check ${Date.now()}`;
    await page.goto(portal('tanzu', '/admin/alerts/new'));
    await page.getByLabel('Message').fill(message);
    await page.getByRole('button', { name: 'Create alert' }).click();
    await expectHeading(page, 'Alert');

    await page.goto(portal('tanzu', '/admin'));
    await page.getByRole('link', { name: /^Audit log/ }).click();
    await expectHeading(page, 'Audit log');
    const table = page.getByRole('region', { name: 'Audit entries' });
    const row = table.getByRole('row').filter({ hasText: message }).first();
    await expect(row).toContainText('Alert created');
    await expect(row).toContainText('admin@tanzu.academy.test');
    await expect(row.getByRole('listitem').filter({ hasText: 'Message:' })).toContainText(`→ to ${message}`);

    await page.getByLabel('Action').selectOption('Alert created');
    await page.getByLabel('Actor').fill('nobody-like-this');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByText('No entry matches the filters.')).toBeVisible();
    await page.getByLabel('Actor').fill('admin@tanzu');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(table.getByRole('row').filter({ hasText: 'Alert created' }).first()).toBeVisible();

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^audit-tanzu-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await readFile(await file.path(), 'utf8');
    expect(csv.split('\r\n')[0]).toBe('createdAt,actor,action,entityType,entityId,before,after');
    expect(csv).toContain(message);
  });
});
