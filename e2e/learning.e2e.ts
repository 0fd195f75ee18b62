import type { CourseDetails } from '@academy/shared';
import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { NEW_ACCOUNT_PASSWORD, signIn, signUp } from './accounts';
import { SAMPLE_CHECK_RIGHT, SAMPLE_CHECK_WRONG } from './complete-through-api';
import { api, portal } from './helpers';

/** The kube sample course: four lessons, a knowledge check and a lab, in two modules. */
const COURSE = 'kubernetes-fundamentals';
const COURSE_PATH = `/courses/${COURSE}`;
/** A knowledge check is taken on its lesson's page; the spec's `/knowledge-check` address leads there. */
const CHECK_PATH = `${COURSE_PATH}/lessons/fundamentals-check`;

/**
 * Marks the open lesson complete and waits for the next screen's heading: the router keeps the old
 * screen up while the next one loads, so its button must not be clicked twice.
 */
async function completeLesson(page: Page, nextPath: string, nextHeading: string) {
  await page.getByRole('button', { name: 'Mark as complete' }).click();
  await expect(page).toHaveURL(portal('kube', nextPath));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(nextHeading);
}

/** Answers every question with the options whose text starts as given: their places change from attempt to attempt. */
async function answerAll(page: Page, answers: string[][]) {
  await page.getByLabel('Show all questions on one page').check();
  const questions = page.getByTestId('quiz-question');
  await expect(questions).toHaveCount(answers.length);
  for (const [index, options] of answers.entries()) {
    for (const option of options) await questions.nth(index).getByLabel(option).check();
  }
  await page.getByRole('button', { name: 'Submit answers' }).click();
}

async function courseLessons(browser: Browser): Promise<CourseDetails> {
  const context = await browser.newContext();
  try {
    return await api<CourseDetails>(context.request, 'kube', `/courses/details?slug=${COURSE}`);
  } finally {
    await context.close();
  }
}

test.describe('learning (kube)', () => {
  test('two completed lessons show as In Progress with the percentage and the next lesson, on every device', async ({ page, browser }) => {
    test.setTimeout(120_000);
    const details = await courseLessons(browser);
    const lessons = details.modules.flatMap((module) => module.lessons);
    const percent = Math.round((2 / details.course.lessonsCount) * 100);
    const email = await signUp(page, { path: `${COURSE_PATH}/lessons/${lessons[0].slug}` });

    await completeLesson(page, `${COURSE_PATH}/lessons/${lessons[1].slug}`, lessons[1].title);
    await completeLesson(page, `${COURSE_PATH}/lessons/${lessons[2].slug}`, lessons[2].title);

    await page.goto(portal('kube', COURSE_PATH));
    await page.reload();
    await expect(page.getByTestId('progress-badge')).toHaveText('In Progress');
    await expect(page.getByTestId('course-progress')).toContainText(`${percent}% complete`);
    await expect(page.getByRole('progressbar', { name: 'Your progress' })).toHaveAttribute('aria-valuenow', String(percent));
    await expect(page.getByRole('link', { name: 'Continue where you left off' })).toHaveAttribute(
      'href',
      `${COURSE_PATH}/lessons/${lessons[2].slug}`,
    );
    await page.getByRole('button', { name: 'Expand all' }).click();
    await expect(page.getByRole('link', { name: /Completed/ })).toHaveCount(2);

    await page.goto(portal('kube', '/courses'));
    const card = page.getByTestId('course-card').filter({ hasText: details.course.title });
    await expect(card.getByTestId('progress-badge')).toHaveText('In Progress');
    await expect(card.getByTestId('completed-count')).toHaveText(`2 of ${details.course.lessonsCount} lessons completed`);

    await page.goto(portal('kube', '/'));
    const dashboard = page.getByTestId('learner-dashboard');
    await expect(dashboard.getByRole('heading', { name: 'In progress' })).toBeVisible();
    await expect(dashboard.getByTestId('continue-learning')).toContainText(lessons[2].title);
    await dashboard.getByRole('link', { name: 'Continue where you left off' }).click();
    await expect(page).toHaveURL(portal('kube', `${COURSE_PATH}/lessons/${lessons[2].slug}`));

    const other = await browser.newContext();
    const otherPage = await other.newPage();
    await signIn(otherPage, { path: COURSE_PATH, email, password: NEW_ACCOUNT_PASSWORD });
    await expect(otherPage.getByTestId('progress-badge')).toHaveText('In Progress');
    await expect(otherPage.getByTestId('course-progress')).toContainText(`${percent}% complete`);
    await expect(otherPage.getByRole('link', { name: 'Continue where you left off' })).toHaveAttribute(
      'href',
      `${COURSE_PATH}/lessons/${lessons[2].slug}`,
    );
    await other.close();
  });

  test("a lesson's practice keeps its feedback closed until the learner opens it from the keyboard", async ({ page, browser }) => {
    const [first] = (await courseLessons(browser)).modules[0].lessons;
    await signUp(page, { path: `${COURSE_PATH}/lessons/${first.slug}` });
    await expect(page.getByRole('heading', { level: 2, name: 'Practice' })).toBeVisible();
    const disclosure = page.locator('.rich-text details');
    const summary = disclosure.locator('summary', { hasText: 'Check your work' });
    const feedback = disclosure.locator('p').first();
    await expect(feedback).toBeHidden();

    // Reached in the tab order like any control: back one stop and forward again lands on it.
    await summary.focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    await expect(summary).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(disclosure).toHaveJSProperty('open', true);
    await expect(feedback).toBeVisible();
    await page.keyboard.press('Space');
    await expect(feedback).toBeHidden();
  });

  test('a favourite course shows on the dashboard and moves the favourite filter count', async ({ page, browser }) => {
    test.setTimeout(120_000);
    const { course } = await courseLessons(browser);
    await signUp(page, { path: '/' });
    const dashboard = page.getByTestId('learner-dashboard');
    await expect(dashboard).toContainText('You have not started a course yet.');
    await expect(dashboard).toContainText('You have no favourites yet.');

    await page.goto(portal('kube', '/courses'));
    const favouriteFilter = page.getByRole('group', { name: 'Favourites' }).locator('label');
    await expect(favouriteFilter).toHaveText(/Favourites\s*0/);
    const toggle = page.getByRole('button', { name: `Favourite: ${course.title}` });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(favouriteFilter).toHaveText(/Favourites\s*1/);
    await favouriteFilter.click();
    await expect(page.getByTestId('course-card')).toHaveCount(1);

    await page.goto(portal('kube', '/'));
    await expect(page.getByTestId('favourites').getByRole('link', { name: course.title })).toBeVisible();

    await page.goto(portal('kube', '/courses'));
    await page.getByRole('button', { name: `Favourite: ${course.title}` }).click();
    await expect(favouriteFilter).toHaveText(/Favourites\s*0/);
  });

  test('a knowledge check fails without giving the answers away, then passes after a retake, and completes the lesson', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.goto(portal('kube', `${CHECK_PATH}/knowledge-check`));
    await expect(page).toHaveURL(portal('kube', CHECK_PATH));
    await expect(page.getByTestId('knowledge-check-locked')).toContainText('Sign in');
    await signUp(page, { path: CHECK_PATH });

    // Moving between questions one at a time is a component test beside the quiz.
    await answerAll(page, SAMPLE_CHECK_WRONG);

    const result = page.getByTestId('quiz-result');
    await expect(result).toContainText('Not passed: you scored 0%');
    await expect(result).toContainText('the pass mark is 80%');
    await expect(result).toContainText('Not quite yet.');
    await expect(result).toContainText('after 3 attempts (this was attempt 1)');
    await expect(page.getByText('Your answer was not right')).toHaveCount(5);
    await expect(page.getByText('Correct answer', { exact: true })).toHaveCount(0);
    // Inline markdown renders, and each question's heading sits inside its card.
    await expect(page.getByTestId('quiz-question').locator('code', { hasText: 'kubectl rollout restart' })).toBeVisible();
    const card = await page.getByTestId('quiz-question').first().boundingBox();
    const heading = await page.getByTestId('quiz-question').first().getByRole('heading').boundingBox();
    expect(heading!.y).toBeGreaterThan(card!.y);

    await result.getByRole('button', { name: 'Retake' }).click();
    await answerAll(page, SAMPLE_CHECK_RIGHT);
    await expect(result).toContainText('Passed: you scored 100%');
    await expect(result).toContainText('Nicely done.');
    await expect(page.getByText('You answered this correctly')).toHaveCount(5);
    await expect(page.getByText('Correct answer', { exact: true })).toHaveCount(SAMPLE_CHECK_RIGHT.flat().length);

    await page.goto(portal('kube', COURSE_PATH));
    await page.getByRole('button', { name: 'Expand all' }).click();
    await expect(page.getByRole('link', { name: /Knowledge check: Kubernetes fundamentals.*Completed/ })).toBeVisible();
  });

  test('finishing every lesson, the check and the lab completes the course and shows the conclusion', async ({ page, browser }) => {
    test.setTimeout(120_000);
    const details = await courseLessons(browser);
    const lessons = details.modules.flatMap((module) => module.lessons);
    const lab = lessons[lessons.length - 1];
    await signUp(page, { path: `${COURSE_PATH}/lessons/${lessons[0].slug}` });
    for (const next of lessons.slice(1, -1)) await completeLesson(page, `${COURSE_PATH}/lessons/${next.slug}`, next.title);

    await answerAll(page, SAMPLE_CHECK_RIGHT);
    await page.getByTestId('quiz-result').getByRole('link', { name: 'Next lesson' }).click();
    await expect(page).toHaveURL(portal('kube', `${COURSE_PATH}/lessons/${lab.slug}`));

    await page.getByRole('link', { name: 'Open the lab' }).click();
    await expect(page).toHaveURL(portal('kube', `${COURSE_PATH}/lessons/${lab.slug}/lab`));
    await expect(page.getByTestId('lab-local-run')).toContainText('Run this lab on your own machine');
    await expect(page.getByRole('heading', { name: 'What you need for this lab' })).toBeVisible();
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.getByRole('button', { name: 'Copy code block 1', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Code block 1 copied' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/\S/);
    await completeLesson(page, `${COURSE_PATH}/conclusion`, 'You reached the end of the course');
    // Spec: the completion message links to the courses, paths and contact pages.
    const next = page.getByRole('navigation', { name: 'What next' });
    await expect(next.getByRole('link', { name: 'Browse more courses' })).toHaveAttribute('href', '/courses');
    await expect(next.getByRole('link', { name: 'Explore learning paths' })).toHaveAttribute('href', '/paths');
    await expect(next.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact');

    await page.goto(portal('kube', COURSE_PATH));
    await expect(page.getByTestId('progress-badge')).toHaveText('Completed');
    await expect(page.getByTestId('course-progress')).toContainText('100% complete');
    await page.goto(portal('kube', '/'));
    await expect(page.getByTestId('learner-dashboard').getByRole('heading', { name: 'Completed' })).toBeVisible();
  });
});
