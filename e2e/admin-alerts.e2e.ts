import { expect, test } from './fixtures';
import { expectHeading, portal } from './helpers';

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

test.describe('admin alerts (kube)', () => {
  test.use({ account: { role: 'admin', tenant: 'kube' } });

  test('an alert is created on kube, shows in the kube banner and not on spring, is edited, replicated, searched and deleted; /alerts leads to the list', async ({
    page,
    context,
  }) => {
    test.setTimeout(120_000);
    const tag = `e2e-${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
    const message = `Maintenance window ${tag}`;

    await page.goto(portal('kube', '/admin'));
    await expectHeading(page, 'Administration');
    await page.getByRole('link', { name: /^Alerts/ }).click();
    await expectHeading(page, 'Alerts');
    await page.getByRole('link', { name: 'New alert' }).click();
    await expectHeading(page, 'New alert');

    await page.getByRole('button', { name: 'Create alert' }).click();
    await expect(page.getByText('Message is a required field')).toBeVisible();
    await page.getByLabel('Message').fill(message);
    await page.getByRole('radio', { name: 'Warning' }).check();
    await page.getByLabel('Action URL').fill('not a url');
    await page.getByLabel('Action URL').blur();
    await expect(page.getByText('Action URL must be a valid URL')).toBeVisible();
    await page.getByLabel('Action URL').fill('https://example.com/maintenance');
    await page.getByRole('button', { name: 'Create alert' }).click();

    await expect(page.getByText('The alert was created!')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/admin/alerts/${UUID}$`));
    await expectHeading(page, 'Alert');
    await expect(page.getByRole('main')).toContainText(message);

    // The banner of every kube page shows it, with the default action text opening a new tab.
    const banner = page.getByTestId('alert').filter({ hasText: message });
    await expect(banner).toBeVisible();
    await expect(banner.getByRole('link', { name: /click to know more/ })).toHaveAttribute('target', '_blank');
    await expect(banner.locator('svg').first()).toHaveCSS('color', 'rgb(185, 28, 28)');

    // Spring's pages are drawn with spring's alerts (decision 076): the kube alert is in none of it.
    const spring = await context.newPage();
    const springHome = await spring.goto(portal('spring', '/'));
    expect(await springHome!.text()).not.toContain(tag);
    await expect(spring.getByText(message)).toHaveCount(0);
    await spring.close();

    await page.getByRole('link', { name: 'Edit', exact: true }).click();
    await expectHeading(page, 'Edit alert');
    await expect(page.getByLabel('Message')).toHaveValue(message);
    await page.getByLabel('Message').fill(`${message} (edited)`);
    await page.getByRole('button', { name: 'Save alert' }).click();
    await expect(page.getByText('The alert was updated')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/admin/alerts/${UUID}$`));
    await expect(page.getByTestId('alert').filter({ hasText: `${message} (edited)` })).toBeVisible();

    await page.getByRole('link', { name: 'Replicate', exact: true }).click();
    await expectHeading(page, 'Replicate alert');
    await expect(page.getByLabel('Message')).toHaveValue(`${message} (edited)`);
    await expect(page.getByRole('radio', { name: 'Warning' })).toBeChecked();
    await page.getByLabel('Message').fill(`${message} copy`);
    await page.getByRole('radio', { name: 'Success' }).check();
    // The first creation's toast may still be up (it stays 5 s): let it go, so the next one is this one's.
    await expect(page.getByText('The alert was created!')).toHaveCount(0);
    await page.getByRole('button', { name: 'Create alert' }).click();
    await expect(page.getByText('The alert was created!')).toBeVisible();
    await expect(page.getByRole('main')).toContainText(`${message} copy`);

    // The list: a case-insensitive search keeps checked rows checked; select all and delete.
    await page.getByRole('main').getByRole('link', { name: 'Alerts', exact: true }).click();
    await expectHeading(page, 'Alerts');
    const rows = page.getByTestId('table-row');
    const search = page.getByLabel('Search alerts');
    await search.fill(tag.toUpperCase());
    await expect(rows).toHaveCount(2);
    await page.getByRole('checkbox', { name: `Select ${message} copy` }).check();
    await search.fill('WINDOW ' + tag.toUpperCase() + ' (EDITED)');
    await expect(rows).toHaveCount(1);
    await search.fill(tag);
    await expect(rows).toHaveCount(2);
    await expect(page.getByRole('checkbox', { name: `Select ${message} copy` })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: `Select ${message} (edited)` })).not.toBeChecked();
    await page.getByRole('checkbox', { name: 'Select all' }).check();
    await expect(page.getByRole('checkbox', { name: `Select ${message} (edited)` })).toBeChecked();

    // Delete checked acts only on the checked rows the search shows, and the dialog names them.
    await search.fill('WINDOW ' + tag.toUpperCase() + ' (EDITED)');
    await expect(rows).toHaveCount(1);
    await page.getByRole('button', { name: 'Delete checked' }).click();
    const one = page.getByRole('alertdialog', { name: 'Delete this alert?' });
    await expect(one.getByTestId('checked-names')).toHaveText(`${message} (edited)`);
    await one.getByRole('button', { name: 'Cancel' }).click();
    await search.fill(tag);
    await expect(rows).toHaveCount(2);

    await page.getByRole('button', { name: 'Delete checked' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete 2 alerts?' });
    await expect(dialog.getByTestId('checked-names').getByRole('listitem')).toHaveText([`${message} copy`, `${message} (edited)`], {
      useInnerText: true,
    });
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('2 alerts were deleted')).toBeVisible();
    await expect(rows).toHaveCount(0);
    await expect(page.getByText('No alert matches the search.')).toBeVisible();
    await expect(page.getByTestId('alert').filter({ hasText: tag })).toHaveCount(0);

    // /alerts leads the admin to the alert list; unknown admin addresses show the not-found page.
    await page.goto(portal('kube', '/alerts'));
    await expect(page).toHaveURL(portal('kube', '/admin/alerts'));
    await expectHeading(page, 'Alerts');
    await page.goto(portal('kube', '/admin/no-such-screen'));
    await expect(page.getByText("Sorry, the page you are looking for doesn't exist")).toBeVisible();
    await page.goto(portal('kube', '/admin/alerts/not-an-id'));
    await expect(page.getByText("Sorry, the page you are looking for doesn't exist")).toBeVisible();
  });
});
