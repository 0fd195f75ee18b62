import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import type { CourseDetails, CourseList } from '@academy/shared';
import { api, portal, TENANTS } from './helpers';

/** Reviewers look at these: e2e/screenshots/<tenant>-<screen>-<desktop|phone>.png */
const folder = fileURLToPath(new URL('./screenshots/', import.meta.url));
const SIZES = { desktop: { width: 1440, height: 900 }, phone: { width: 375, height: 812 } } as const;

for (const tenant of TENANTS) {
  for (const [size, viewport] of Object.entries(SIZES)) {
    test(`screenshots of ${tenant} at ${size} width`, async ({ page, request }) => {
      mkdirSync(folder, { recursive: true });
      const { courses } = await api<CourseList>(request, tenant, '/courses/list');
      const details = await api<CourseDetails>(request, tenant, `/courses/details?slug=${courses[0].slug}`);
      const lesson = details.modules[0].lessons[0];
      await page.setViewportSize(viewport);
      const screens = {
        home: '/',
        courses: '/courses',
        'course-details': `/courses/${details.course.slug}`,
        lesson: `/courses/${details.course.slug}/lessons/${lesson.slug}`,
      };
      for (const [name, path] of Object.entries(screens)) {
        await page.goto(portal(tenant, path));
        await expect(page.locator('h1')).toHaveCount(1);
        await expect(page.getByText('Loading', { exact: true })).toHaveCount(0);
        await page.evaluate(() => document.fonts.ready);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
        await page.screenshot({ path: `${folder}${tenant}-${name}-${size}.png` });
      }
    });
  }
}

for (const [size, viewport] of Object.entries(SIZES)) {
  test(`screenshots of search at ${size} width`, async ({ page }) => {
    mkdirSync(folder, { recursive: true });
    await page.setViewportSize(viewport);
    await page.goto(portal('kube', '/search?q=kubernetes'));
    await expect(page.getByTestId('search-status')).toHaveText(/results for/);
    await page.evaluate(() => document.fonts.ready);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    await page.screenshot({ path: `${folder}kube-search-results-${size}.png` });
    await page.keyboard.press('Control+k');
    const dialog = page.getByRole('dialog', { name: 'Search' });
    await expect(dialog.getByRole('combobox')).toBeFocused();
    await page.keyboard.type('helm chart');
    await expect(dialog.getByRole('status')).toHaveText(/results? for “helm chart”/);
    await page.keyboard.press('ArrowDown');
    await page.screenshot({ path: `${folder}kube-search-palette-${size}.png` });
  });
}
