import type { CourseDetails } from '@academy/shared';
import { ANONYMOUS, signUp } from './accounts';
import { completeThroughApi, SAMPLE_CHECK_RIGHT } from './complete-through-api';
import { expect, test } from './fixtures';
import { api, portal } from './helpers';

/** Kube's seven-course path, which starts with the sample course, and the path that ends on the spring portal. */
const PATH = 'kubernetes-platform-foundations';
const PATH_TITLE = 'Kubernetes Platform Foundations';
const CROSSING_TITLE = 'Kubernetes for Application Developers';
const FIRST = 'kubernetes-fundamentals';
const SECOND = 'networking-and-services-in-kubernetes';

test('a learner who completes the first course of a path sees 1 of 7 and Continue on the path, the paths list and the dashboard', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const [first, second] = await Promise.all([
    api<CourseDetails>(request, 'kube', `/courses/details?slug=${FIRST}`),
    api<CourseDetails>(request, 'kube', `/courses/details?slug=${SECOND}`),
  ]);
  const firstLessons = first.modules.flatMap((module) => module.lessons);
  const last = firstLessons.at(-1)!;
  const nextLesson = second.modules[0].lessons[0];
  const nextPath = `/courses/${SECOND}/lessons/${nextLesson.slug}`;

  await signUp(page, { path: `/paths/${PATH}` });
  let progress = page.getByRole('region', { name: 'Your progress' });
  await expect(progress.getByTestId('path-progress')).toContainText('0 of 7 courses completed');
  await expect(progress.getByRole('link', { name: `Start: ${PATH_TITLE}` })).toHaveAttribute(
    'href',
    `/courses/${FIRST}/lessons/${firstLessons[0].slug}`,
  );

  // The course's last lesson, the lab, is completed on its own screen; the others through the API.
  await completeThroughApi(page, first.course.courseId, firstLessons.slice(0, -1), SAMPLE_CHECK_RIGHT);
  await page.goto(portal('kube', `/courses/${FIRST}/lessons/${last.slug}/lab`));
  await page.getByRole('button', { name: 'Mark as complete' }).click();
  await expect(page).toHaveURL(portal('kube', `/courses/${FIRST}/conclusion`));

  await page.goto(portal('kube', `/paths/${PATH}`));
  progress = page.getByRole('region', { name: 'Your progress' });
  await expect(progress.getByTestId('path-progress')).toContainText('1 of 7 courses completed');
  const bar = progress.getByRole('progressbar', { name: `Progress on ${PATH_TITLE}` });
  await expect(bar).toHaveAttribute('aria-valuenow', '14');
  await expect(progress.getByRole('link', { name: `Continue: ${PATH_TITLE}` })).toHaveAttribute('href', nextPath);
  await expect(progress).toContainText(`Next: ${nextLesson.title}, in ${second.course.title}`);
  await expect(page.getByTestId('path-course-status')).toHaveText([
    'Completed',
    'Not started',
    'Not started',
    'Not started',
    'Not started',
    'Not started',
    'Not started',
  ]);

  await page.goto(portal('kube', '/paths'));
  const card = page.getByTestId('path-card').filter({ hasText: PATH_TITLE });
  await expect(card.getByTestId('path-progress')).toContainText('1 of 7 courses completed');
  await expect(card.getByRole('link', { name: `Continue: ${PATH_TITLE}` })).toHaveAttribute('href', nextPath);
  // The other path's last course is on the spring portal: it is not counted, and the card says so.
  const crossing = page.getByTestId('path-card').filter({ hasText: CROSSING_TITLE });
  await expect(crossing.getByTestId('path-progress')).toContainText('1 of 2 courses completed');
  await expect(crossing.getByTestId('path-progress')).toContainText('the course on another portal keeps its progress there');

  await page.goto(portal('kube', '/'));
  const onDashboard = page.getByTestId('dashboard-path').filter({ hasText: PATH_TITLE });
  await expect(onDashboard.getByTestId('path-progress')).toContainText('1 of 7 courses completed');
  await expect(onDashboard.getByRole('progressbar', { name: `Progress on ${PATH_TITLE}` })).toHaveAttribute('aria-valuenow', '14');
  await onDashboard.getByRole('link', { name: `Continue: ${PATH_TITLE}` }).click();
  await expect(page).toHaveURL(portal('kube', nextPath));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(nextLesson.title);

  // A visitor's page of the same path shows none of it.
  const visitor = await (await browser.newContext({ storageState: ANONYMOUS })).newPage();
  await visitor.goto(portal('kube', `/paths/${PATH}`));
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(PATH_TITLE);
  await expect(visitor.getByRole('region', { name: 'Your progress' })).toHaveCount(0);
  await expect(visitor.getByTestId('path-course-status')).toHaveCount(0);
  await visitor.context().close();
});
