import type { CourseDetails } from '@academy/shared';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { api, expectHeading, portal } from './helpers';

const LEVEL_QUESTION = 'Which level of material are you most interested in?';
const CUSTOM_QUESTIONS: Record<string, string> = {
  spring: 'Which Spring project(s) do you want to learn more about?',
  tanzu: 'Which Tanzu product area or capability are you interested in learning about next?',
};

function stamp(): string {
  return `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
}

/** Fills and sends the Give Feedback dialog, and returns the thank-you dialog it leads to. */
async function sendSimpleFeedback(page: Page, comments: string): Promise<Locator> {
  const dialog = page.getByRole('dialog', { name: 'Give Feedback' });
  await dialog.getByLabel('Comments').fill(comments);
  await dialog.getByRole('button', { name: 'Submit' }).click();
  const thanks = page.getByRole('dialog', { name: 'Thank you for your feedback!' });
  await expect(thanks).toBeVisible();
  return thanks;
}

/** Opens the survey from the thank-you dialog; the questions load first. */
async function openSurvey(page: Page, thanks: Locator): Promise<Locator> {
  await thanks.getByRole('button', { name: 'Sure!' }).click();
  const survey = page.getByRole('dialog', { name: 'Help us improve' });
  await expect(survey).toBeVisible();
  return survey;
}

async function finishSurvey(page: Page, survey: Locator) {
  await survey.getByRole('button', { name: 'Submit' }).click();
  const done = page.getByRole('dialog', { name: 'Thank you!' });
  await expect(done).toBeVisible();
  await done.getByRole('button', { name: 'Back to Learning' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

/** The visible star of the survey's rating (its radio button is visually hidden). */
function star(survey: Locator, stars: number): Locator {
  return survey.locator('label').filter({ has: survey.page().getByRole('radio', { name: stars === 1 ? '1 star' : `${stars} stars` }) });
}

/** The admin feedback table's row holding `text`. */
function submission(page: Page, text: string): Locator {
  return page.getByRole('region', { name: 'Feedback submissions' }).getByRole('row').filter({ hasText: text });
}

// The dialogs' rules (required fields, stars, trimming, the portal question) are component tests
// beside the dialogs; these journeys check what the server accepts and stores.
test('on kube the survey asks no portal question and goes through to Back to Learning', async ({ page }) => {
  await page.goto(portal('kube', '/'));
  await page.getByRole('contentinfo').getByRole('button', { name: 'Give Feedback' }).click();
  const survey = await openSurvey(page, await sendSimpleFeedback(page, `Home page ${stamp()}`));
  await expect(survey.getByRole('group', { name: LEVEL_QUESTION })).toBeVisible();
  await expect(survey.getByText(/Which (Spring|Tanzu)/)).toHaveCount(0);
  await star(survey, 3).click();
  await survey.getByRole('group', { name: LEVEL_QUESTION }).getByRole('checkbox', { name: 'Beginner' }).check();
  await survey.getByRole('checkbox', { name: /take part in research/ }).check();
  await finishSurvey(page, survey);
});

test.describe('feedback read back by the admin (spring)', () => {
  test.use({ account: { role: 'admin', tenant: 'spring' } });

  test('feedback on a lesson, a course conclusion and the home page is stored with its type and schema', async ({ page, request }) => {
    const tenant = 'spring';
    const details = await api<CourseDetails>(request, tenant, `/courses/details?slug=spring-boot-fundamentals`);
    const lesson = details.modules[0].lessons[0];
    const id = stamp();
    const lessonText = `Lesson ${id}: <b>not bold</b>`;

    await page.goto(portal(tenant, `/courses/${details.course.slug}/lessons/${lesson.slug}`));
    await page.getByRole('main').getByRole('button', { name: 'Give Feedback' }).click();
    const dialog = page.getByRole('dialog', { name: 'Give Feedback' });
    await dialog.getByRole('checkbox', { name: 'This is a bug report' }).check();
    await dialog.getByRole('checkbox', { name: 'You may contact me about this feedback' }).check();
    const lessonThanks = await sendSimpleFeedback(page, lessonText);
    await lessonThanks.getByRole('button', { name: 'No Thanks' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await page.goto(portal(tenant, `/courses/${details.course.slug}/conclusion`));
    await expectHeading(page, 'You have not finished this course yet');
    await page.getByRole('contentinfo').getByRole('button', { name: 'Give Feedback' }).click();
    const survey = await openSurvey(page, await sendSimpleFeedback(page, `Course ${id}`));
    await star(survey, 5).click();
    await survey.getByLabel('Comments').fill(`Course survey ${id}`);
    await survey.getByRole('group', { name: CUSTOM_QUESTIONS[tenant] }).getByRole('checkbox').first().check();
    await survey.getByRole('group', { name: LEVEL_QUESTION }).getByRole('checkbox', { name: 'Advanced' }).check();
    await finishSurvey(page, survey);

    await page.goto(portal(tenant, '/'));
    await page.getByRole('button', { name: /^Account menu/ }).click();
    await page.getByRole('menuitem', { name: 'Give Feedback' }).click();
    const homeThanks = await sendSimpleFeedback(page, `Home ${id}`);
    await homeThanks.getByRole('button', { name: 'No Thanks' }).click();

    await page.goto(portal(tenant, '/admin/feedback'));
    await expectHeading(page, 'Feedback');
    const lessonRow = submission(page, `Lesson ${id}`);
    await expect(lessonRow).toContainText('lesson-v2');
    await expect(lessonRow).toContainText(`${lesson.title} (${details.course.title})`);
    await expect(lessonRow).toContainText('Bug');
    await expect(lessonRow).toContainText('May contact');
    // Markup typed into a comment is shown as the text it is.
    await expect(lessonRow).toContainText('<b>not bold</b>');
    await expect(lessonRow.locator('b')).toHaveCount(0);
    await expect(submission(page, `Course ${id}`).first()).toContainText('course-v1');
    const courseSurvey = submission(page, `Course survey ${id}`);
    await expect(courseSurvey).toContainText('tenant-survey-v1');
    // The survey rates the site (decision 060): sent from the conclusion page, it is about the portal.
    await expect(courseSurvey).toContainText('The portal');
    await expect(courseSurvey).toContainText('5 of 5');
    await expect(courseSurvey).toContainText(/Levels:\s*advanced/);
    const homeRow = submission(page, `Home ${id}`);
    await expect(homeRow).toContainText('tenant-v1');
    await expect(homeRow).toContainText('General');
    const siteRating = page.getByRole('region', { name: 'Site rating' });
    await expect(siteRating.getByRole('row').filter({ hasText: 'Spring Academy' })).toContainText(/\d\.\d of 5/);
    await expect(siteRating.getByRole('table')).not.toContainText(details.course.title);

    await page.getByRole('searchbox', { name: 'Search feedback' }).fill(`Lesson ${id}`);
    await page.getByRole('searchbox', { name: 'Search feedback' }).press('Enter');
    await expect(page).toHaveURL(/q=Lesson/);
    await expect(submission(page, `Lesson ${id}`)).toBeVisible();
    await expect(submission(page, `Home ${id}`)).toHaveCount(0);
    await page.getByRole('searchbox', { name: 'Search feedback' }).fill('');
    await page.getByRole('searchbox', { name: 'Search feedback' }).press('Enter');
    await expect(submission(page, `Home ${id}`)).toBeVisible();

    await page.getByLabel('Type', { exact: true }).selectOption({ label: 'Courses' });
    await expect(page).toHaveURL(/type=course/);
    await expect(submission(page, `Course ${id}`).first()).toBeVisible();
    await expect(submission(page, `Course survey ${id}`)).toHaveCount(0);
    await expect(submission(page, `Lesson ${id}`)).toHaveCount(0);
    await expect(submission(page, `Home ${id}`)).toHaveCount(0);
    await page.getByLabel('Type', { exact: true }).selectOption({ label: 'General' });
    await expect(page).toHaveURL(/type=general/);
    await expect(submission(page, `Course survey ${id}`)).toBeVisible();
    await expect(submission(page, `Home ${id}`)).toBeVisible();
    await page.getByLabel('Rating', { exact: true }).selectOption({ label: '5 stars' });
    await expect(submission(page, `Course survey ${id}`)).toBeVisible();
    await expect(submission(page, `Home ${id}`)).toHaveCount(0);
  });
});
