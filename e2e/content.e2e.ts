import { expect, test } from './fixtures';
import type { GuideList, InstructorList, Page as ContentPage, PathDetail, PathList } from '@academy/shared';
import { api, expectHeading, portal, re, TENANTS, title, type Tenant } from './helpers';
import { E2E_PORT } from './playwright.config';

const PAGES = ['about', 'faq', 'community', 'terms', 'privacy', 'california-privacy'];

test.describe('guides, paths, instructors and pages', () => {
  test('guides list and a guide (kube)', async ({ page, request }) => {
    const tenant: Tenant = 'kube';
    const { guides } = await api<GuideList>(request, tenant, '/guides/list');
    await page.goto(portal(tenant, '/guides'));
    await expectHeading(page, 'Guides');
    await expect(page).toHaveTitle(title(tenant, 'Guides'));
    await expect(page.getByTestId('guide-card')).toHaveCount(guides.length);

    const open = guides.find((guide) => !guide.isLocked)!;
    await page.getByRole('link', { name: open.title }).click();
    await expectHeading(page, open.title);
    await expect(page).toHaveTitle(title(tenant, open.title));
    await expect(page.locator('.rich-text p').first()).toBeVisible();
  });

  test('learning paths list (also at /learning-path) and details (tanzu)', async ({ page, request }) => {
    const tenant: Tenant = 'tanzu';
    const { paths } = await api<PathList>(request, tenant, '/paths/list');
    for (const path of ['/paths', '/learning-path']) {
      await page.goto(portal(tenant, path));
      await expectHeading(page, 'Learning Paths');
      await expect(page.getByTestId('path-card')).toHaveCount(paths.length);
    }
    await expect(page).toHaveTitle(title(tenant, 'Learning Paths'));

    const { path } = await api<PathDetail>(request, tenant, `/paths/details?slug=${paths[0].slug}`);
    await page.getByRole('link', { name: path.title, exact: true }).click();
    await expectHeading(page, path.title);
    await expect(page).toHaveTitle(title(tenant, path.title));
    await expect(page.getByTestId('course-card')).toHaveCount(path.courses.length);
  });

  test('instructors list and a profile (spring)', async ({ page, request }) => {
    const tenant: Tenant = 'spring';
    const { instructors } = await api<InstructorList>(request, tenant, '/instructors/list');
    await page.goto(portal(tenant, '/instructors'));
    await expectHeading(page, 'Instructors');
    await expect(page).toHaveTitle(title(tenant, 'Instructors'));
    await expect(page.getByTestId('instructor-card')).toHaveCount(instructors.length);
    const photo = page.locator(`img[src="${instructors[0].photoUrl}"]`);
    await expect(photo).toHaveJSProperty('complete', true);
    expect(await photo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);

    await page.getByRole('link', { name: instructors[0].name }).click();
    await expectHeading(page, instructors[0].name);
    await expect(page).toHaveTitle(title(tenant, instructors[0].name));
    await expect(page.getByRole('heading', { name: `Courses by ${instructors[0].name}` })).toBeVisible();
    await expect(page.getByTestId('course-card')).toHaveCount(instructors[0].coursesCount);
  });

  test('content pages come from the API (kube)', async ({ page, request }) => {
    const tenant: Tenant = 'kube';
    for (const slug of PAGES) {
      const content = await api<ContentPage>(request, tenant, `/pages/${slug}`);
      await page.goto(portal(tenant, `/${slug}`));
      await expectHeading(page, content.page.title);
      await expect(page).toHaveTitle(title(tenant, content.page.title));
      await expect(page.locator('.rich-text')).not.toBeEmpty();
    }
  });

  test('the contact form validates its fields (tanzu)', async ({ page }) => {
    const tenant: Tenant = 'tanzu';
    await page.goto(portal(tenant, '/contact'));
    await expectHeading(page, 'Contact');
    await expect(page).toHaveTitle(title(tenant, 'Contact'));
    await page.getByRole('button', { name: 'Send message' }).click();
    for (const field of ['Name', 'Email', 'Subject', 'Message']) {
      await expect(page.getByText(`${field} is a required field`)).toBeVisible();
    }
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByLabel('Message').fill('short');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByText('Email must be a valid email')).toBeVisible();
    await expect(page.getByText('Message must be at least 10 characters')).toBeVisible();
  });
});

test('a course of another portal links to that portal', async ({ page, request }) => {
  let found: { tenant: Tenant; path: string; course: { slug: string; title: string; tenantId: string } } | undefined;
  for (const tenant of TENANTS) {
    const { paths } = await api<PathList>(request, tenant, '/paths/list');
    for (const path of paths) {
      const course = path.courses.find((item) => item.tenantId !== tenant);
      if (course && !found) found = { tenant, path: path.slug, course };
    }
  }
  expect(found, 'the sample content links a course across portals').toBeDefined();
  await page.goto(portal(found!.tenant, `/paths/${found!.path}`));
  const link = page.getByRole('link', { name: new RegExp(re(found!.course.title)) });
  await expect(link).toHaveAttribute('href', `http://${found!.course.tenantId}.localhost:${E2E_PORT}/courses/${found!.course.slug}`);
  await link.click();
  await expectHeading(page, found!.course.title);
  await expect(page).toHaveURL(new RegExp(`^http://${found!.course.tenantId}\\.localhost`));
});
