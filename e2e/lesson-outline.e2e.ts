import type { CourseDetails } from '@academy/shared';
import { expect, test } from './fixtures';
import { api, portal } from './helpers';

/** The kube course and its lessons in order, as the outline lists them. */
async function kubeCourse(request: Parameters<typeof api>[0]) {
  const details = await api<CourseDetails>(request, 'kube', '/courses/details?slug=kubernetes-fundamentals');
  return { slug: details.course.slug, lessons: details.modules.flatMap((module) => module.lessons) };
}

test.describe('the course outline beside a lesson (kube)', () => {
  test('on a desktop it lists the course with the open lesson marked, and a lesson chosen from it takes the focus', async ({
    page,
    request,
  }) => {
    const { slug, lessons } = await kubeCourse(request);
    await page.goto(portal('kube', `/courses/${slug}/lessons/${lessons[0].slug}`));
    const outline = page.getByRole('navigation', { name: 'Course outline' });
    await expect(outline.getByRole('link', { name: lessons[0].title, exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(outline.getByTestId('lesson-position')).toHaveText(`Lesson 1 of ${lessons.length}`);
    await expect(page.getByRole('button', { name: 'Course outline' })).toBeHidden();

    await outline.getByRole('link', { name: lessons[1].title, exact: true }).click();
    await expect(page).toHaveURL(portal('kube', `/courses/${slug}/lessons/${lessons[1].slug}`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(lessons[1].title);
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
    await expect(outline.getByRole('link', { name: lessons[1].title, exact: true })).toHaveAttribute('aria-current', 'page');
  });

  test('on a phone it is a drawer that holds the focus, gives it back on Escape and closes on a choice', async ({ page, request }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const { slug, lessons } = await kubeCourse(request);
    await page.goto(portal('kube', `/courses/${slug}/lessons/${lessons[1].slug}`));
    await expect(page.getByRole('navigation', { name: 'Course outline' })).toBeHidden();
    const opener = page.getByRole('button', { name: 'Course outline' });

    await opener.click();
    const drawer = page.getByRole('dialog', { name: 'Course outline' });
    await expect(drawer.getByRole('link', { name: lessons[1].title, exact: true })).toHaveAttribute('aria-current', 'page');
    await page.keyboard.press('Tab');
    expect(await drawer.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(drawer).toHaveCount(0);
    await expect(opener).toBeFocused();

    await opener.press('Enter');
    await drawer.getByRole('link', { name: lessons[0].title, exact: true }).click();
    await expect(drawer).toHaveCount(0);
    await expect(page).toHaveURL(portal('kube', `/courses/${slug}/lessons/${lessons[0].slug}`));
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  });
});
