import type { CourseDetails } from '@academy/shared';
import { ANONYMOUS, NEW_ACCOUNT_PASSWORD, signUp } from './accounts';
import { completeThroughApi } from './complete-through-api';
import { expect, test } from './fixtures';
import { api, expectHeading, portal } from './helpers';

const COURSE = 'kubernetes-fundamentals';

test.describe("one learner's page (kube)", () => {
  test.use({ account: { role: 'admin', tenant: 'kube' } });

  test('the admin opens a learner, sees their progress, deactivates them so their next request fails and they cannot sign in, and reactivates them', async ({
    page,
    browser,
    request,
  }) => {
    // A sign-up, a page of the admin's, a refused sign-in and a sign-in again: three times a journey's time.
    test.slow();
    const course = await api<CourseDetails>(request, 'kube', `/courses/details?slug=${COURSE}`);
    const [firstLesson] = course.modules.flatMap((module) => module.lessons);
    const lastName = `Learner${Date.now()}${Math.floor(Math.random() * 1e4)}`;
    const learnerContext = await browser.newContext({ storageState: ANONYMOUS });
    const learner = await learnerContext.newPage();
    const email = await signUp(learner, { path: '/courses', firstName: 'Page', lastName });
    await completeThroughApi(learner, course.course.courseId, [firstLesson], []);

    await page.goto(portal('kube', '/admin/users'));
    await page.getByLabel('Search users').fill(lastName);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByRole('link', { name: `Page ${lastName}` }).click();
    await expectHeading(page, `Page ${lastName}`);
    const courses = page.getByRole('region', { name: 'Courses' });
    await expect(courses.getByRole('link', { name: course.course.title })).toBeVisible();
    await expect(courses.getByText(`1 of ${course.course.lessonsCount} lessons completed`)).toBeVisible();
    await expect(courses.getByRole('progressbar', { name: `Progress in ${course.course.title}` })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Account' }).getByText('Verified', { exact: true })).toBeVisible();

    await page.getByRole('button', { name: 'Deactivate account' }).click();
    const dialog = page.getByRole('alertdialog', { name: `Deactivate Page ${lastName}?` });
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await dialog.getByRole('button', { name: 'Deactivate account' }).click();
    await expect(page.getByText(`${email} is deactivated`)).toBeVisible();
    await expect(page.getByRole('region', { name: 'Account' }).getByText(/^Deactivated since/)).toBeVisible();

    // The learner's next request is refused: the session ends and the header offers sign-in again.
    await learner.goto(portal('kube', '/courses'));
    await expect(learner.getByRole('link', { name: 'Log In / Register' })).toBeVisible();
    await learner.getByRole('link', { name: 'Log In / Register' }).click();
    await expect(learner).toHaveURL(/\/identity\/interaction\//);
    await learner.getByLabel('E-mail').fill(email);
    await learner.getByLabel('Password').fill(NEW_ACCOUNT_PASSWORD);
    await learner.getByRole('button', { name: 'Sign in' }).click();
    await expect(learner.getByRole('alert')).toHaveText(
      "This account is deactivated. Ask the academy's administrators if you need it again.",
    );

    // The page fits a phone: nothing wider than the screen.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByRole('heading', { name: 'Courses' })).toBeVisible();
    const widest = await page.evaluate(() => {
      const wide = [...document.querySelectorAll('main *')].filter((element) => element.getBoundingClientRect().right > 390);
      return { width: document.documentElement.scrollWidth, elements: wide.slice(-3).map((element) => element.outerHTML.slice(0, 120)) };
    });
    expect(widest.width, widest.elements.join('\n')).toBeLessThanOrEqual(390);
    await page.getByRole('button', { name: 'Reactivate account' }).click();
    await expect(page.getByText(`${email} is active`)).toBeVisible();
    await learner.getByLabel('Password').fill(NEW_ACCOUNT_PASSWORD);
    await learner.getByRole('button', { name: 'Sign in' }).click();
    await expect(learner.getByRole('button', { name: /^Account menu/ })).toBeVisible();
    await learnerContext.close();
  });
});
