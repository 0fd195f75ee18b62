import type { APIRequestContext, Page } from '@playwright/test';
import type { CourseDetails, CourseList, GuideList, InstructorList, LessonSummary, PathList } from '@academy/shared';
import { expect, test } from './fixtures';
import { freshEmail, NEW_ACCOUNT_PASSWORD } from './accounts';
import { createAlerts } from './alerts-through-api';
import { api, axeScan, expectAccessible, expectHeading, portal, TENANTS, type Tenant } from './helpers';

/**
 * One axe scan per distinct screen template, each on one portal (they rotate), and a colour-contrast
 * scan of every portal's palette. The journeys elsewhere assert behaviour only.
 */

// A test scans up to seven screens, and a scan is seconds of a core's work: more time than a journey.
test.describe.configure({ timeout: 240_000 });

/** The first course with a lesson of this type (open to visitors unless `locked` is allowed). */
async function courseWith(request: APIRequestContext, tenant: Tenant, type: LessonSummary['type'], { locked = false } = {}) {
  const { courses } = await api<CourseList>(request, tenant, '/courses/list');
  for (const course of courses) {
    const details = await api<CourseDetails>(request, tenant, `/courses/details?slug=${course.slug}`);
    const lesson = details.modules.flatMap((module) => module.lessons).find((item) => item.type === type && (locked || !item.isLocked));
    if (lesson) return { course: details.course, lesson };
  }
  throw new Error(`no ${type} in the ${tenant} sample content`);
}

/** Opens a screen, waits for its heading (and whatever `ready` names) and scans it. */
async function scan(page: Page, path: string, heading: string | RegExp, tenant: Tenant, ready?: () => Promise<void>) {
  await page.goto(portal(tenant, path));
  await expectHeading(page, heading);
  await ready?.();
  await expectAccessible(page);
}

test.describe('public screens', () => {
  test('home, lists and details of the catalogue', async ({ page, request }) => {
    await scan(page, '/', /Spring/, 'spring');
    await scan(page, '/courses', 'Courses', 'kube');
    const { course } = await courseWith(request, 'tanzu', 'lesson');
    await scan(page, `/courses/${course.slug}`, course.title, 'tanzu');
    await scan(page, `/courses/${course.slug}/conclusion`, 'You have not finished this course yet', 'tanzu');
    const { paths } = await api<PathList>(request, 'spring', '/paths/list');
    await scan(page, '/paths', 'Learning Paths', 'spring');
    await scan(page, `/paths/${paths[0].slug}`, paths[0].title, 'spring');
  });

  test('lessons, labs, guides and the locked lesson', async ({ page, request }) => {
    const { course, lesson } = await courseWith(request, 'spring', 'lesson');
    await scan(page, `/courses/${course.slug}/lessons/${lesson.slug}`, lesson.title, 'spring');
    const { guides } = await api<GuideList>(request, 'kube', '/guides/list');
    await scan(page, '/guides', 'Guides', 'kube');
    await scan(page, `/guides/${guides[0].slug}`, guides[0].title, 'kube');
    const withLab = guides.find((guide) => guide.labType === 'externalLab');
    expect(withLab, 'the kube sample content has a guide with a lab').toBeDefined();
    await scan(page, `/guides/${withLab!.slug}/lab`, withLab!.title, 'kube');
    await scan(page, '/courses/packaging-applications-with-helm/lessons/dependencies-and-hooks', /./, 'kube', () =>
      expect(page.getByTestId('lesson-locked')).toBeVisible(),
    );
  });

  test('instructors, content pages, contact, not found and the phone drawer', async ({ page, request }) => {
    const { instructors } = await api<InstructorList>(request, 'tanzu', '/instructors/list');
    await scan(page, '/instructors', 'Instructors', 'tanzu');
    await scan(page, `/instructors/${instructors[0].slug}`, instructors[0].name, 'tanzu');
    await scan(page, '/about', /./, 'spring');
    await scan(page, '/no-such-page', "Sorry, the page you are looking for doesn't exist", 'kube');
    await scan(page, '/account-deleted', 'Your account was deleted', 'tanzu');

    await page.goto(portal('spring', '/contact'));
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByText('Name is a required field')).toBeVisible();
    await expectAccessible(page);

    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto(portal('kube', '/'));
    await page.getByRole('button', { name: 'Open navigation menu' }).click();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expectAccessible(page);

    const { course, lesson } = await courseWith(request, 'spring', 'lesson');
    await page.goto(portal('spring', `/courses/${course.slug}/lessons/${lesson.slug}`));
    await page.getByRole('button', { name: 'Course outline' }).click();
    await expect(page.getByRole('dialog', { name: 'Course outline' }).getByRole('link', { name: lesson.title })).toBeVisible();
    await expectAccessible(page);
  });

  test('the request for a topic, with a field error', async ({ page }) => {
    await scan(page, '/request-topic', 'Request a topic', 'tanzu');
    await page.getByRole('button', { name: 'Request this topic' }).click();
    await expect(page.getByText('Topic is a required field')).toBeVisible();
    await expectAccessible(page);
  });

  test("the provider's sign-in, sign-up and code pages, and the notice of an unverified account", async ({ page }) => {
    await page.goto(portal('tanzu', '/'));
    await page.getByRole('link', { name: 'Log In / Register' }).click();
    await expectHeading(page, 'Sign in');
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Create your free account' }).click();
    await expect(page.getByLabel('First name')).toBeVisible();
    await expectAccessible(page);
    const email = freshEmail('a11y');
    await page.getByLabel('First name').fill('Ally');
    await page.getByLabel('Last name').fill('Check');
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(NEW_ACCOUNT_PASSWORD);
    await page.getByLabel('Confirm password').fill(NEW_ACCOUNT_PASSWORD);
    await page.getByRole('button', { name: 'Create account' }).click();
    await expectHeading(page, 'Check your e-mail');
    await expectAccessible(page);
    await page.getByRole('link', { name: 'sign in' }).click();
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Password').fill(NEW_ACCOUNT_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('region', { name: 'Confirm your e-mail address' })).toBeVisible();
    await expectAccessible(page);
  });

  test('the feedback dialogs with their errors', async ({ page }) => {
    await page.goto(portal('spring', '/courses'));
    await page.getByRole('contentinfo').getByRole('button', { name: 'Give Feedback' }).click();
    const dialog = page.getByRole('dialog', { name: 'Give Feedback' });
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(dialog.getByText('The comments field is required')).toBeVisible();
    await expectAccessible(page);
    await dialog.getByLabel('Comments').fill('Checking the dialogs');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    const thanks = page.getByRole('dialog', { name: 'Thank you for your feedback!' });
    await expect(thanks).toBeVisible();
    await expectAccessible(page);
    await thanks.getByRole('button', { name: 'Sure!' }).click();
    const survey = page.getByRole('dialog', { name: 'Help us improve' });
    await survey.getByRole('button', { name: 'Submit' }).click();
    await expect(survey.getByText('The levels field is required')).toBeVisible();
    await expectAccessible(page);
  });
});

test.describe('signed-in learner screens', () => {
  test.use({ account: { role: 'pro', tenant: 'kube' } });

  test('dashboard and My Account', async ({ page }) => {
    await page.goto(portal('kube', '/'));
    await expect(page.getByTestId('learner-dashboard')).toBeVisible();
    await expectAccessible(page);
    await scan(page, '/account', 'My Account', 'kube');
    await scan(page, '/email', 'Manage Emails', 'kube', () =>
      expect(page.getByRole('heading', { name: 'Your notification addresses' })).toBeVisible(),
    );
  });

  test('a lab, a knowledge check and its result', async ({ page, request }) => {
    const lab = await courseWith(request, 'kube', 'lab', { locked: true });
    await scan(page, `/courses/${lab.course.slug}/lessons/${lab.lesson.slug}/lab`, lab.lesson.title, 'kube', () =>
      expect(page.getByRole('heading', { name: 'What you need for this lab' })).toBeVisible(),
    );

    const { course, lesson } = await courseWith(request, 'kube', 'knowledge-check', { locked: true });
    await page.goto(portal('kube', `/courses/${course.slug}/lessons/${lesson.slug}`));
    await expect(page.getByTestId('quiz-question').first()).toBeVisible();
    await expectAccessible(page);
    await page.getByLabel('Show all questions on one page').check();
    const questions = page.getByTestId('quiz-question');
    for (let index = 0; index < (await questions.count()); index++) await questions.nth(index).locator('input').first().check();
    await page.getByRole('button', { name: 'Submit answers' }).click();
    await expect(page.getByTestId('quiz-result')).toBeVisible();
    await expectAccessible(page);
  });
});

test.describe('access denied', () => {
  test.use({ account: { role: 'learner', tenant: 'spring' } });

  test('the Access Denied dialog', async ({ page }) => {
    await page.goto(portal('spring', '/admin'));
    await expect(page.getByRole('alertdialog', { name: 'Access Denied' })).toBeVisible();
    await expectAccessible(page);
  });
});

test.describe('administration screens', () => {
  test.use({ account: { role: 'admin', tenant: 'kube' } });

  test('administration home, alerts, the alert form and a confirmation dialog', async ({ page }) => {
    await scan(page, '/admin', 'Administration', 'kube');
    await scan(page, '/admin/alerts/new', 'New alert', 'kube');
    await page.getByRole('button', { name: 'Create alert' }).click();
    await expect(page.getByText('Message is a required field')).toBeVisible();
    await expectAccessible(page);
    const message = `Accessibility check ${Date.now()}`;
    await page.getByLabel('Message').fill(message);
    await page.getByRole('button', { name: 'Create alert' }).click();
    await expectHeading(page, 'Alert');
    await expectAccessible(page);

    await scan(page, '/admin/alerts', 'Alerts', 'kube');
    await page.getByLabel('Search alerts').fill(message);
    await page.getByRole('checkbox', { name: `Select ${message}` }).check();
    await page.getByRole('button', { name: 'Delete checked' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete this alert?' });
    await expect(confirm).toBeVisible();
    await expectAccessible(page);
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('No alert matches the search.')).toBeVisible();
  });

  test('users, e-mails, tokens, feedback, the outbox and the audit log', async ({ page }) => {
    await scan(page, '/admin/users', 'Users', 'kube', () => expect(page.getByTestId('table-row').first()).toBeVisible());
    await scan(page, '/email', 'Manage Emails', 'kube');
    await scan(page, '/admin/tokens', 'Tokens', 'kube');
    await scan(page, '/admin/feedback', 'Feedback', 'kube');
    await scan(page, '/admin/outbox', 'Outbox', 'kube');
    await scan(page, '/admin/audit', 'Audit log', 'kube');
  });

  test("insights, with every chart's table open", async ({ page }) => {
    await scan(page, '/admin/insights', 'Insights', 'kube', async () => {
      await expect(page.getByRole('region', { name: 'Activity per day', exact: true }).getByRole('img')).toBeVisible();
      for (const summary of await page.getByText('Show the numbers as a table').all()) await summary.click();
    });
  });

  test('the inbox of topic requests', async ({ page }) => {
    await scan(page, '/admin/topic-requests?status=all', 'Topic requests', 'kube');
  });
});

/** Colour contrast depends on each portal's palette, so every portal is scanned on its busiest screens. */
for (const tenant of TENANTS) {
  test(`${tenant} palette: colour contrast of home, courses, a course and a lesson`, async ({ page, request }) => {
    const { course, lesson } = await courseWith(request, tenant, 'lesson');
    for (const path of ['/', '/courses', `/courses/${course.slug}`, `/courses/${course.slug}/lessons/${lesson.slug}`]) {
      await page.goto(portal(tenant, path));
      await expect(page.locator('h1')).toHaveCount(1);
      const results = await axeScan(page).withRules(['color-contrast']).analyze();
      expect(
        results.violations.flatMap((violation) => violation.nodes.map((node) => node.target.join(' '))),
        `contrast on ${path}`,
      ).toEqual([]);
    }
  });
}

test('the scan these tests rely on reports what it should: an unnamed button, an image without text, faint text', async ({ page }) => {
  await page.setContent(
    '<html lang="en"><title>Probe</title><main><h1>Probe</h1><button></button><img src="data:,"><p style="color:#eee;background:#fff">faint</p></main></html>',
  );
  const results = await axeScan(page).analyze();
  expect(results.violations.map((violation) => violation.id).sort()).toEqual(['button-name', 'color-contrast', 'image-alt']);
  const contrast = await axeScan(page).withRules(['color-contrast']).analyze();
  expect(contrast.violations.map((violation) => violation.id)).toEqual(['color-contrast']);
});

test.describe('the alert banner', () => {
  test.use({ account: { role: 'admin', tenant: 'kube' } });

  test('with every level', async ({ page, request }) => {
    const tag = `a11y-${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
    const removeAlerts = await createAlerts(page, request, 'kube', [
      { message: `An info alert ${tag}`, level: 'info', actionUrl: 'https://example.com/notes' },
      { message: `A warning alert ${tag}`, level: 'warning' },
      { message: `A success alert ${tag}`, level: 'success' },
    ]);
    try {
      // A kept page is checked against its alerts at most once a second (decision 057).
      await expect(() =>
        scan(page, '/guides', 'Guides', 'kube', () =>
          expect(page.getByTestId('alert').filter({ hasText: tag })).toHaveCount(3, { timeout: 1_000 }),
        ),
      ).toPass();
    } finally {
      await removeAlerts();
    }
  });
});
