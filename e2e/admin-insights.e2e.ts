import { readFile } from 'node:fs/promises';
import type { CourseList } from '@academy/shared';
import { expect, test } from './fixtures';
import { api, expectHeading, portal } from './helpers';

test.describe('insights (spring admin)', () => {
  test.use({ account: { role: 'admin', tenant: 'spring' } });

  test('a new favourite shows after Refresh now, in the tables and the CSV; the range picker moves and checks the range', async ({
    page,
    request,
  }) => {
    const { courses } = await api<CourseList>(request, 'spring', '/courses/list');
    const course = courses[courses.length - 1];
    await page.goto(portal('spring', `/courses/${course.slug}`));
    const favourite = page.getByRole('button', { name: `Favourite: ${course.title}` });
    // The button shows the new state while the save is on its way: leaving the page then could cut it off.
    if ((await favourite.getAttribute('aria-pressed')) !== 'true') {
      const saved = page.waitForResponse(
        (response) => new URL(response.url()).pathname === '/api/favorite' && response.request().method() === 'POST',
      );
      await favourite.click();
      expect((await saved).ok()).toBe(true);
    }
    await expect(favourite).toHaveAttribute('aria-pressed', 'true');

    await page.goto(portal('spring', '/admin'));
    await page.getByRole('link', { name: /^Insights/ }).click();
    await expectHeading(page, 'Insights');
    // How fresh the figures are (decision 063): today's follow the server's recent refresh, every minute here.
    await expect(
      page.getByText(
        /Updated (just now|\d+ seconds? ago|\d+ minutes? ago)\. Today's and yesterday's figures are recomputed every minute; /,
      ),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Refresh now' }).click();

    const favourites = page.getByRole('region', { name: 'Favourites', exact: true });
    await favourites.getByText('Show the numbers as a table').click();
    await expect(favourites.getByRole('row').filter({ hasText: course.title })).toBeVisible();
    const activity = page.getByRole('region', { name: 'Activity per day', exact: true });
    await expect(activity.getByRole('img')).toHaveAttribute('aria-label', /^Line chart of 30 days/);
    await activity.getByText('Show the numbers as a table').click();
    await expect(activity.getByRole('region', { name: 'Activity per day, as a table' }).getByRole('row')).toHaveCount(31);

    await page.getByRole('button', { name: 'Last 7 days' }).click();
    await expect(page).toHaveURL(/\?from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}$/);
    await expect(page.getByRole('button', { name: 'Last 7 days' })).toHaveAttribute('aria-pressed', 'true');
    await expect(activity.getByRole('img')).toHaveAttribute('aria-label', /^Line chart of 7 days/);
    const { searchParams } = new URL(page.url());

    const download = page.waitForEvent('download');
    await favourites.getByRole('button', { name: 'Download CSV of favourites' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`insights-favorites-spring-${searchParams.get('from')}-${searchParams.get('to')}.csv`);
    const csv = await readFile(await file.path(), 'utf8');
    expect(csv.split('\r\n')[0]).toBe('type,item,savedInRange,savedNow');
    expect(csv).toContain(`course,${course.title},`);

    await page.getByLabel('From', { exact: true }).fill('2026-03-10');
    await page.getByLabel('To', { exact: true }).fill('2026-03-01');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByRole('alert')).toHaveText('The last day must not be before the first day.');
    expect(new URL(page.url()).searchParams.get('from')).toBe(searchParams.get('from'));
  });
});
