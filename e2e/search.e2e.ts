import { expect, test } from './fixtures';
import { expectAccessible, expectHeading, portal } from './helpers';

test.describe('search (visitor)', () => {
  test('the palette works by keyboard alone: Ctrl-K, type, hear the count, arrow, Enter', async ({ page }) => {
    await page.goto(portal('kube', '/'));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.keyboard.press('Control+k');
    const dialog = page.getByRole('dialog', { name: 'Search' });
    const field = dialog.getByRole('combobox', { name: /Search courses/ });
    await expect(field).toBeFocused();
    await page.keyboard.type('helm chart');
    const status = dialog.getByRole('status');
    await expect(status).toHaveText(/^\d+ results? for “helm chart”/);
    await expect(dialog.getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
    await expectAccessible(page);
    await page.keyboard.press('ArrowDown');
    const second = dialog.getByRole('option').nth(1);
    await expect(second).toHaveAttribute('aria-selected', 'true');
    await expect(field).toHaveAttribute('aria-activedescendant', (await second.getAttribute('id'))!);
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(page).not.toHaveURL(portal('kube', '/'));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('`/` opens the palette outside fields, Escape closes it; the last option opens the results page', async ({ page }) => {
    await page.goto(portal('spring', '/courses'));
    await expectHeading(page, 'Courses');
    await page.keyboard.press('/');
    const dialog = page.getByRole('dialog', { name: 'Search' });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await page.keyboard.press('/');
    await expect(dialog.getByRole('combobox')).toBeFocused();
    await page.keyboard.type('@PreAuthorize');
    await expect(dialog.getByRole('status')).toHaveText(/results? for “@PreAuthorize”/);
    await page.keyboard.press('ArrowUp');
    await expect(dialog.getByRole('option').last()).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=%40PreAuthorize$/);
    await expectHeading(page, 'Search');
  });

  test('the results page highlights matches, filters by facet, pages, and shows locked lessons without their text', async ({ page }) => {
    await page.goto(portal('kube', '/'));
    const header = page.getByRole('banner');
    await header.getByRole('searchbox', { name: 'Search the academy' }).fill('kubernetes');
    await header.getByRole('searchbox', { name: 'Search the academy' }).press('Enter');
    await expect(page).toHaveURL(/\/search\?q=kubernetes$/);
    await expectHeading(page, 'Search');
    const status = page.getByTestId('search-status');
    await expect(status).toHaveAttribute('role', 'status');
    await expect(status).toHaveText(/^\d+ results for “kubernetes”$/);
    const results = page.getByRole('region', { name: 'Search results' });
    await expect(results.locator('mark').first()).toHaveText(/kubernetes/i);
    await expectAccessible(page);

    await page.getByRole('navigation', { name: 'Result pages' }).getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(page.getByText(/^Page 2 of \d+$/)).toBeVisible();

    await page.getByRole('checkbox', { name: /^Lessons \d+$/ }).check();
    await expect(page).toHaveURL(/type=lesson/);
    await expect(page).not.toHaveURL(/page=/);
    await expect(results).toHaveAttribute('aria-busy', 'false');
    await expect(results.getByTestId('search-hit').first()).toContainText('Lesson');
    await expect(results.getByTestId('search-hit').filter({ hasNotText: /^Lesson/ })).toHaveCount(0);

    await page.goto(portal('kube', '/search?q=Gateway%20API&type=lesson'));
    const locked = results.getByTestId('search-hit').filter({ has: page.getByRole('heading', { name: 'The Gateway API', exact: true }) });
    await expect(locked).toContainText('Sign in to read this lesson');
  });

  test('a search that finds nothing offers to request the topic, filled in with the search', async ({ page }) => {
    await page.goto(portal('tanzu', '/search?q=underwater%20basket%20weaving'));
    await expect(page.getByTestId('search-status')).toHaveText('No results for “underwater basket weaving”');
    const form = page.getByRole('form', { name: 'Request a topic' });
    await expect(form.getByRole('textbox', { name: 'Topic' })).toHaveValue('underwater basket weaving');
    await form.getByRole('textbox', { name: /What would you like to learn/ }).fill('Knots first, please.');
    await form.getByRole('button', { name: 'Request this topic' }).click();
    await expect(page.getByRole('region', { name: 'Search results' }).getByRole('status')).toContainText('your request is with the team');
  });

  test('on a phone the header has a search button and the results page fits the screen', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto(portal('spring', '/'));
    await page.getByRole('banner').getByRole('button', { name: 'Search' }).click();
    const dialog = page.getByRole('dialog', { name: 'Search' });
    await expect(dialog.getByRole('combobox')).toBeFocused();
    await page.keyboard.type('jpa');
    await expect(dialog.getByRole('status')).toHaveText(/results? for “jpa”/);
    await dialog.getByRole('option').last().click();
    await expectHeading(page, 'Search');
    await expect(page.getByRole('button', { name: 'Show filters' })).toBeVisible();
    await expect(page.getByRole('checkbox').first()).toBeHidden();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });
});

test.describe('searches for admins (kube admin)', () => {
  test.use({ account: { role: 'admin', tenant: 'kube' } });

  test('the admin sees the searches that found nothing and the topic requested from them, and handles the request', async ({ page }) => {
    // Letters only: a query with a long number is never counted (it might be a phone number).
    const query = `zebra${Date.now().toString(36).replace(/\d/g, 'x')}`;
    await page.goto(portal('kube', `/search?q=${query}`));
    await expect(page.getByTestId('search-status')).toHaveText(`No results for “${query}”`);
    await page.getByRole('form', { name: 'Request a topic' }).getByRole('button', { name: 'Request this topic' }).click();
    await expect(page.getByText('your request is with the team')).toBeVisible();

    await page.goto(portal('kube', '/admin'));
    await page.getByRole('link', { name: /^Searches/ }).click();
    await expectHeading(page, 'Searches');
    const missed = page.getByRole('table', { name: 'Searches that found nothing' });
    await expect(missed.getByRole('link', { name: query, exact: true })).toHaveAttribute('href', `/search?q=${query}`);
    await expectAccessible(page);
    await missed.getByRole('link', { name: `1 open request for ${query}` }).click();

    await expectHeading(page, 'Topic requests');
    await expect(page.getByRole('searchbox', { name: 'Search requests' })).toHaveValue(query);
    const row = page.getByTestId('table-row').filter({ hasText: query });
    await expect(row).toContainText('Admin');
    await row.getByRole('button', { name: `Mark handled: ${query}` }).click();
    await expect(page.getByText('No request matches the search.')).toBeVisible();
    await page.getByLabel('Show').selectOption({ label: 'Handled' });
    await expect(row).toContainText('admin@kube.academy.test');
    await expect(row.getByRole('button', { name: `Open again: ${query}` })).toBeVisible();
  });
});
