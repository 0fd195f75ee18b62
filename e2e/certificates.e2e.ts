import { readFile } from 'node:fs/promises';
import type { CourseDetails } from '@academy/shared';
import { ANONYMOUS, signUp } from './accounts';
import { completeThroughApi, SAMPLE_CHECK_RIGHT } from './complete-through-api';
import { expect, test } from './fixtures';
import { api, expectAccessible, expectHeading, portal, title } from './helpers';

/** The kube sample course. */
const COURSE = 'kubernetes-fundamentals';

test('a completed course issues a certificate: dashboard, My Account, its public page and PDF, its name corrected and then revoked by the admin', async ({
  page,
  browser,
  request,
  signedInState,
}) => {
  test.setTimeout(180_000);
  const details = await api<CourseDetails>(request, 'kube', `/courses/details?slug=${COURSE}`);
  const lessons = details.modules.flatMap((module) => module.lessons);
  const last = lessons.at(-1)!;
  // The last lesson is the lab, completed on its own screen.
  await signUp(page, { path: `/courses/${COURSE}/lessons/${last.slug}/lab`, firstName: 'Zoë', lastName: 'Łukasiewicz' });
  await completeThroughApi(page, details.course.courseId, lessons.slice(0, -1), SAMPLE_CHECK_RIGHT);

  await page.reload();
  await page.getByRole('button', { name: 'Mark as complete' }).click();
  await expect(page).toHaveURL(portal('kube', `/courses/${COURSE}/conclusion`));
  const view = page.getByRole('link', { name: 'View your certificate' });
  await expect(view).toBeVisible();
  const certificatePath = (await view.getAttribute('href'))!;

  await page.goto(portal('kube', '/'));
  await expect(page.getByTestId('dashboard-certificates').getByRole('link', { name: details.course.title })).toHaveAttribute(
    'href',
    certificatePath,
  );
  await page.goto(portal('kube', '/account'));
  const mine = page.getByTestId('certificate-item');
  await expect(mine).toHaveCount(1);
  await expect(mine).toContainText(details.course.title);
  await expect(mine.getByRole('link', { name: /Add to LinkedIn/ })).toHaveAttribute(
    'href',
    /^https:\/\/www\.linkedin\.com\/profile\/add\?startTask=CERTIFICATION_NAME&/,
  );

  // Signed out, as whoever the learner shares the address with.
  const visitor = await (await browser.newContext({ storageState: ANONYMOUS })).newPage();
  const apiReads: string[] = [];
  visitor.on('request', (request) => {
    if (['fetch', 'xhr'].includes(request.resourceType())) apiReads.push(new URL(request.url()).pathname);
  });
  const rendered = await visitor.goto(portal('kube', certificatePath));
  expect(await rendered!.text()).toContain('Zoë Łukasiewicz');
  await expect(visitor.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await visitor.waitForLoadState('networkidle');
  // Rendered on the server with its data (decision 019): the browser does not ask for it again.
  expect(apiReads.filter((path) => path.startsWith('/api/certificates'))).toEqual([]);
  await expect(visitor).toHaveTitle(title('kube', `Certificate: ${details.course.title}`));
  await expectHeading(visitor, 'Certificate of completion');
  await expect(visitor.getByTestId('certificate-learner')).toHaveText('Zoë Łukasiewicz');
  await expect(visitor.getByTestId('certificate-status')).toContainText('Valid.');
  await expectAccessible(visitor);
  const [download] = await Promise.all([visitor.waitForEvent('download'), visitor.getByRole('link', { name: 'Download PDF' }).click()]);
  expect(download.suggestedFilename()).toBe(`${COURSE}-certificate.pdf`);
  expect((await readFile((await download.path())!)).subarray(0, 5).toString()).toBe('%PDF-');

  const admin = await (await browser.newContext({ storageState: await signedInState({ role: 'admin', tenant: 'kube' }) })).newPage();
  await admin.goto(portal('kube', '/admin/certificates'));
  await admin.getByRole('searchbox', { name: 'Search certificates' }).fill(certificatePath.split('/').at(-1)!);
  await admin.getByRole('button', { name: 'Search' }).click();
  await expect(admin.getByTestId('table-row')).toHaveCount(1);
  await expect(admin.getByTestId('table-row')).toContainText('Zoë Łukasiewicz');
  await expectAccessible(admin);
  // A typo in the issued name is corrected by the admin; the public page shows the new one.
  await admin.getByRole('button', { name: `Correct name on ${details.course.title} of Zoë Łukasiewicz` }).click();
  await admin.getByRole('textbox', { name: 'Learner name' }).fill('Zoë Łukasiewicz-Ng');
  await admin.getByRole('button', { name: 'Save name' }).click();
  await expect(admin.getByTestId('table-row')).toContainText('Zoë Łukasiewicz-Ng');
  await visitor.reload();
  await expect(visitor.getByTestId('certificate-learner')).toHaveText('Zoë Łukasiewicz-Ng');
  await admin.getByRole('button', { name: `Revoke ${details.course.title} of Zoë Łukasiewicz-Ng` }).click();
  await admin.getByRole('alertdialog', { name: 'Revoke this certificate?' }).getByRole('button', { name: 'Revoke certificate' }).click();
  await expect(admin.getByTestId('table-row')).toContainText('Revoked');

  await visitor.reload();
  await expect(visitor.getByTestId('certificate-status')).toContainText('Revoked.');
  await expect(visitor.getByRole('link', { name: 'Download PDF' })).toHaveCount(0);

  // A mistyped link tells an employer it was a certificate that could not be found, with a true 404.
  const mistyped = await visitor.goto(portal('kube', `${certificatePath}x`));
  expect(mistyped!.status()).toBe(404);
  await expect(visitor.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await expectHeading(visitor, 'Certificate not found');
  await expect(visitor).toHaveURL(portal('kube', '/certificates/not-found'));
  await visitor.context().close();
  await admin.context().close();
});
