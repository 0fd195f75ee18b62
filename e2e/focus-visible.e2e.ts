import type { Page } from '@playwright/test';
import type { CourseDetails, CourseList, LessonSummary } from '@academy/shared';
import { expect, test } from './fixtures';
import { focusIndicatorOffenders } from './focus-indicators';
import { api, portal, TENANTS, type Tenant } from './helpers';

/**
 * Every keyboard-reachable element on the screens that hold each button and link variant shows a focus
 * indicator at least 2 px wide with 3:1 contrast against what it covers (WCAG 2.2 2.4.13, 1.4.11), on
 * each portal's palette: the landing hero's buttons on the dark banner, cards, filters, the lesson's
 * Mark as complete, the knowledge check, My Account's Delete my account, administration tables and switches.
 */

/** The first open lesson of a type in a portal's sample content (the admin is pro, so pro lessons count). */
async function lessonOf(request: Parameters<typeof api>[0], tenant: Tenant, type: LessonSummary['type']) {
  const { courses } = await api<CourseList>(request, tenant, '/courses/list');
  for (const course of courses) {
    const details = await api<CourseDetails>(request, tenant, `/courses/details?slug=${course.slug}`);
    const lesson = details.modules.flatMap((module) => module.lessons).find((item) => item.type === type);
    if (lesson) return `/courses/${course.slug}/lessons/${lesson.slug}`;
  }
  throw new Error(`no ${type} in the ${tenant} sample content`);
}

/** The offenders on the page as it is now, after Tab puts it in keyboard modality (for the browser and React Aria). */
async function offendersOn(page: Page, label: string) {
  await page.keyboard.press('Tab');
  const { checked, offenders } = await page.evaluate(focusIndicatorOffenders, { minWidth: 2, minContrast: 3 });
  expect(checked, `keyboard-reachable elements on ${label}`).toBeGreaterThan(0);
  return offenders.map((offender) => `${label}: ${offender}`);
}

async function offendersAt(
  page: Page,
  tenant: Tenant,
  path: string,
  ready: () => Promise<void> = () => expect(page.locator('h1')).toHaveCount(1),
) {
  await page.goto(portal(tenant, path));
  await ready();
  return offendersOn(page, path);
}

for (const tenant of TENANTS) {
  test.describe(`${tenant} focus indicators`, () => {
    test('a visitor: the landing hero, the course list with its filters and a course', async ({ page, request }) => {
      const { courses } = await api<CourseList>(request, tenant, '/courses/list');
      const offenders = [
        ...(await offendersAt(page, tenant, '/')),
        ...(await offendersAt(page, tenant, '/courses')),
        ...(await offendersAt(page, tenant, `/courses/${courses[0].slug}`)),
      ];
      expect(offenders, `focus indicators on ${tenant}`).toEqual([]);
    });

    test.describe('signed in as the admin', () => {
      test.use({ account: { role: 'admin', tenant } });

      test('the dashboard and a lesson with Mark as complete', async ({ page, request }) => {
        const lesson = await lessonOf(request, tenant, 'lesson');
        const offenders = [
          ...(await offendersAt(page, tenant, '/', () => expect(page.getByTestId('learner-dashboard')).toBeVisible())),
          ...(await offendersAt(page, tenant, lesson, () => expect(page.getByRole('button', { name: 'Mark as complete' })).toBeVisible())),
        ];
        expect(offenders, `focus indicators on ${tenant}`).toEqual([]);
      });

      test('a knowledge check, one question at a time and then all answered on one page', async ({ page, request }) => {
        const check = await lessonOf(request, tenant, 'knowledge-check');
        const offenders = await offendersAt(page, tenant, check, () => expect(page.getByTestId('quiz-question')).toBeVisible());
        await page.getByLabel('Show all questions on one page').check();
        for (const question of await page.getByTestId('quiz-question').all()) await question.locator('input').first().check();
        await expect(page.getByRole('button', { name: 'Submit answers' })).toBeEnabled();
        offenders.push(...(await offendersOn(page, `${check} (all answered)`)));
        expect(offenders, `focus indicators on ${tenant}`).toEqual([]);
      });

      test('My Account and administration screens', async ({ page }) => {
        const offenders = [
          ...(await offendersAt(page, tenant, '/account', () =>
            expect(page.getByRole('button', { name: 'Delete my account' })).toBeVisible(),
          )),
          ...(await offendersAt(page, tenant, '/admin')),
          ...(await offendersAt(page, tenant, '/admin/alerts')),
          ...(await offendersAt(page, tenant, '/admin/users', () => expect(page.getByTestId('table-row').first()).toBeVisible())),
        ];
        expect(offenders, `focus indicators on ${tenant}`).toEqual([]);
      });
    });
  });
}
