import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { CourseDetails, CourseList } from '@academy/shared';
import { demoEmail } from './accounts';
import { expect, test } from './fixtures';
import { api, portal, TENANTS } from './helpers';
import { receivedMail } from './mail-reader';

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

/** Issue 17's fixed screens: the signed-in home, a knowledge-check result, lock messages and the audit log. */
test.describe('walk-through fixes (kube admin)', () => {
  test.use({ account: { role: 'admin', tenant: 'kube' } });
  for (const [size, viewport] of Object.entries(SIZES)) {
    test(`screenshots of the walk-through fixes at ${size} width`, async ({ page, browser }) => {
      mkdirSync(folder, { recursive: true });
      await page.setViewportSize(viewport);
      const shoot = async (name: string) => {
        await page.evaluate(() => document.fonts.ready);
        const fullPage = name === 'knowledge-check-result';
        // A whole-page picture taken scrolled down draws the sticky header and rail in the middle.
        if (fullPage) await page.evaluate(() => window.scrollTo(0, 0));
        await page.screenshot({ path: `${folder}kube-${name}-${size}.png`, fullPage });
      };
      await page.goto(portal('kube', '/'));
      await expect(page.getByTestId('learner-dashboard')).toBeVisible();
      await shoot('signed-in-home');

      await page.goto(portal('kube', '/courses/kubernetes-fundamentals/lessons/fundamentals-check'));
      await page.getByLabel('Show all questions on one page').check();
      const questions = page.getByTestId('quiz-question');
      for (let index = 0; index < (await questions.count()); index++) await questions.nth(index).locator('input').first().check();
      await page.getByRole('button', { name: 'Submit answers' }).click();
      await expect(page.getByTestId('quiz-result')).toBeVisible();
      await shoot('knowledge-check-result');

      await page.goto(portal('kube', '/admin/audit'));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await shoot('audit-log');

      const visitor = await browser.newContext({ storageState: { cookies: [], origins: [] }, viewport });
      const visitorPage = await visitor.newPage();
      await visitorPage.goto(portal('kube', '/courses/packaging-applications-with-helm/lessons/dependencies-and-hooks'));
      await expect(visitorPage.getByTestId('lesson-locked')).toBeVisible();
      await visitorPage.getByTestId('lesson-locked').scrollIntoViewIfNeeded();
      await visitorPage.screenshot({ path: `${folder}kube-lock-message-visitor-${size}.png` });
      await visitor.close();
    });
  }
});
/** Issue 17's learner points: the course outline, a free learner's lock message, Manage Emails and My Account. */
test.describe('learner screens (kube free learner)', () => {
  test.use({ account: { role: 'learner', tenant: 'kube' } });
  for (const [size, viewport] of Object.entries(SIZES)) {
    test(`screenshots of the learner screens at ${size} width`, async ({ page }) => {
      mkdirSync(folder, { recursive: true });
      await page.setViewportSize(viewport);
      const shoot = async (name: string, fullPage = false) => {
        await page.evaluate(() => document.fonts.ready);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
        if (fullPage) await page.evaluate(() => window.scrollTo(0, 0));
        await page.screenshot({ path: `${folder}kube-${name}-${size}.png`, fullPage });
      };
      await page.goto(portal('kube', '/courses/kubernetes-fundamentals/lessons/how-kubernetes-works'));
      if (size === 'phone') {
        await page.getByRole('button', { name: 'Course outline' }).click();
        await expect(page.getByRole('dialog', { name: 'Course outline' }).getByRole('link').first()).toBeVisible();
      } else {
        await expect(page.getByRole('navigation', { name: 'Course outline' })).toBeVisible();
      }
      await shoot('lesson-outline');

      await page.goto(portal('kube', '/courses/packaging-applications-with-helm/lessons/dependencies-and-hooks'));
      await page.getByTestId('lesson-locked').scrollIntoViewIfNeeded();
      await shoot('lock-message-free-learner');

      await page.goto(portal('kube', '/email'));
      await expect(page.getByRole('heading', { name: 'Your notification addresses' })).toBeVisible();
      await shoot('manage-emails-learner');

      await page.goto(portal('kube', '/account'));
      await expect(page.getByRole('heading', { name: 'Delete my account' })).toBeVisible();
      await shoot('my-account', true);
    });
  }
});

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

/** Issue 34 point 1: the password reset screens, at the widths the issue names; each width asks for a demo account of its own. */
const RESET_SIZES = {
  desktop: { width: 1440, height: 900, account: 'learner' },
  phone: { width: 390, height: 844, account: 'pro' },
} as const;
for (const [size, { account, ...viewport }] of Object.entries(RESET_SIZES)) {
  test(`screenshots of password reset at ${size} width`, async ({ page }) => {
    mkdirSync(folder, { recursive: true });
    await page.setViewportSize(viewport);
    const shoot = async (name: string) => {
      await page.evaluate(() => document.fonts.ready);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      await page.screenshot({ path: `${folder}kube-${name}-${size}.png` });
    };
    await page.goto(portal('kube', '/auth'));
    const forgot = page.getByRole('link', { name: 'Forgot password?' });
    await expect(forgot).toBeVisible();
    await shoot('sign-in');
    await forgot.click();
    await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
    await shoot('forgot-password');
    const email = demoEmail(account);
    await page.getByLabel('E-mail').fill(email);
    await page.getByRole('button', { name: 'Send link' }).click();
    await expect(page.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible();
    await shoot('reset-requested');
    // The link is opened, never used: the demo account keeps its password.
    const mail = await receivedMail((received) => received.to.includes(email) && received.subject.endsWith('choose a new password'));
    await page.goto(/(http\S+\/identity\/set-password\?token=\S+)/.exec(mail.text)![1]);
    await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
    await shoot('choose-new-password');
  });
}
