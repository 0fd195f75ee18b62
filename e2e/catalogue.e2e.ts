import { expect, test } from './fixtures';
import { formatDuration, type CourseDetails, type CourseList, type FilterCategory } from '@academy/shared';
import { api, expectHeading, portal, re, title, type Tenant } from './helpers';

function option(categories: FilterCategory[], name: 'topic' | 'level', index = 0) {
  const category = categories.find((item) => item.categoryName === name);
  if (!category) throw new Error(`no ${name} category`);
  return category.options[index];
}

test.describe('courses', () => {
  test('the course list shows every course, the banner and the topic prompt (spring)', async ({ page, request }) => {
    const tenant: Tenant = 'spring';
    const list = await api<CourseList>(request, tenant, '/courses/list');
    await page.goto(portal(tenant, '/courses'));
    await expectHeading(page, 'Courses');
    await expect(page).toHaveTitle(title(tenant, 'Courses'));
    await expect(page.getByTestId('course-card')).toHaveCount(list.courses.length);
    for (const course of list.courses) {
      await expect(page.getByRole('link', { name: course.title })).toHaveAttribute('href', `/courses/${course.slug}`);
    }
    await expect(page.getByRole('link', { name: 'Request a topic' })).toHaveAttribute('href', '/request-topic');
  });

  test('filters narrow the list: OR within a category, AND between categories (kube)', async ({ page, request }) => {
    const tenant: Tenant = 'kube';
    const { courses, categories } = await api<CourseList>(request, tenant, '/courses/list');
    await page.goto(portal(tenant, '/courses'));
    const cards = page.getByTestId('course-card');
    const count = page.getByTestId('result-count');

    for (const topic of categories.find((category) => category.categoryName === 'topic')!.options) {
      const box = page.getByRole('group', { name: 'Topic' }).getByRole('checkbox', { name: new RegExp(`^${re(topic.name)}\\s*\\d+$`) });
      await box.check();
      await expect(cards).toHaveCount(topic.count);
      await expect(count).toHaveText(`Showing ${topic.count} of ${courses.length} courses`);
      await box.uncheck();
      await expect(cards).toHaveCount(courses.length);
    }

    const first = option(categories, 'topic', 0);
    const second = option(categories, 'topic', 1);
    const level = option(categories, 'level', 0);
    const matches = (values: string[], name: string) => values.some((value) => value.toLowerCase() === name.toLowerCase());
    const either = courses.filter((course) => matches(course.topic, first.name) || matches(course.topic, second.name));
    const both = either.filter((course) => matches(course.level, level.name));

    await page.getByRole('checkbox', { name: new RegExp(`^${re(first.name)}\\s*\\d+$`) }).check();
    await page.getByRole('checkbox', { name: new RegExp(`^${re(second.name)}\\s*\\d+$`) }).check();
    await expect(cards).toHaveCount(either.length);
    await page
      .getByRole('group', { name: 'Level' })
      .getByRole('checkbox', { name: new RegExp(`^${re(level.name)}\\s*\\d+$`) })
      .check();
    await expect(cards).toHaveCount(both.length);
    await expect(count).toHaveText(`Showing ${both.length} of ${courses.length} courses`);
    expect(new URL(page.url()).searchParams.get('level')).toBe(level.key);

    await page.reload();
    await expect(cards).toHaveCount(both.length);
    await page.getByRole('button', { name: 'Clear all' }).click();
    await expect(cards).toHaveCount(courses.length);
  });

  test('course details show the outline in numbered modules and instructors (tanzu)', async ({ page, request }) => {
    const tenant: Tenant = 'tanzu';
    const { courses } = await api<CourseList>(request, tenant, '/courses/list');
    const details = await api<CourseDetails>(request, tenant, `/courses/details?slug=${courses[0].slug}`);
    await page.goto(portal(tenant, `/courses/${details.course.slug}`));
    await expectHeading(page, details.course.title);
    await expect(page).toHaveTitle(title(tenant, details.course.title));
    for (const module of details.modules) {
      await expect(page.getByRole('button', { name: new RegExp(`Module ${module.moduleNumber}\\s*${re(module.title)}`) })).toBeVisible();
    }
    const lessons = details.modules.flatMap((module) => module.lessons);
    const outline = page.getByRole('region', { name: 'Course outline' });
    await page.getByRole('button', { name: 'Expand all' }).click();
    for (const lesson of lessons) {
      await expect(outline.getByRole('link', { name: new RegExp(re(lesson.title)) })).toHaveAttribute(
        'href',
        `/courses/${details.course.slug}/lessons/${lesson.slug}`,
      );
    }
    await page.getByRole('button', { name: 'Collapse all' }).click();
    await expect(outline.getByRole('link')).toHaveCount(0);
    for (const instructor of details.course.instructors) {
      await expect(page.getByRole('link', { name: new RegExp(re(instructor.name)) }).first()).toHaveAttribute(
        'href',
        `/instructors/${instructor.slug}`,
      );
    }
    await expect(page.getByRole('button', { name: 'Share on LinkedIn' })).toBeVisible();
  });

  test('a lesson renders with its duration and previous/next links (spring)', async ({ page, request }) => {
    const tenant: Tenant = 'spring';
    const { courses } = await api<CourseList>(request, tenant, '/courses/list');
    const details = await api<CourseDetails>(request, tenant, `/courses/details?slug=${courses[0].slug}`);
    const open = details.modules.flatMap((module) => module.lessons).filter((lesson) => !lesson.isLocked);
    const [first, second] = open;
    await page.goto(portal(tenant, `/courses/${details.course.slug}/lessons/${first.slug}`));
    await expectHeading(page, first.title);
    await expect(page).toHaveTitle(title(tenant, first.title));
    await expect(page.getByTestId('lesson-duration')).toContainText(formatDuration(first.duration));
    await expect(page.locator('.rich-text p').first()).toBeVisible();

    const pager = page.getByRole('navigation', { name: 'Lesson navigation' });
    await pager.getByRole('link', { name: new RegExp(`Next\\s*${re(second.title)}`) }).click();
    await expectHeading(page, second.title);
    await expect(pager.getByRole('link', { name: new RegExp(`Previous\\s*${re(first.title)}`) })).toBeVisible();
  });

  test('a locked lesson shows what unlocks it instead of its body (kube)', async ({ page, request }) => {
    const tenant: Tenant = 'kube';
    const { courses } = await api<CourseList>(request, tenant, '/courses/list');
    let target: { course: string; lesson: string } | undefined;
    for (const course of courses) {
      const details = await api<CourseDetails>(request, tenant, `/courses/details?slug=${course.slug}`);
      const locked = details.modules.flatMap((module) => module.lessons).find((lesson) => lesson.isLocked);
      if (locked) {
        target = { course: course.slug, lesson: locked.slug };
        break;
      }
    }
    expect(target, 'the sample content has a locked lesson').toBeDefined();
    const lesson = await api<{ lesson: { title: string; lock: { message: string } } }>(
      request,
      tenant,
      `/lessons/${target!.course}/${target!.lesson}`,
    );
    await page.goto(portal(tenant, `/courses/${target!.course}/lessons/${target!.lesson}`));
    await expectHeading(page, lesson.lesson.title);
    await expect(page.getByTestId('lesson-locked')).toContainText(lesson.lesson.lock.message);
    await expect(page.locator('.rich-text')).toHaveCount(0);
  });

  test('the course conclusion tells a visitor the course is not finished and links what is left (tanzu)', async ({ page, request }) => {
    const tenant: Tenant = 'tanzu';
    const { courses } = await api<CourseList>(request, tenant, '/courses/list');
    const lessons = await api<{ courseTitle: string }>(request, tenant, `/lessons?slug=${courses[0].slug}`);
    await page.goto(portal(tenant, `/courses/${courses[0].slug}/conclusion`));
    await expectHeading(page, 'You have not finished this course yet');
    await expect(page.getByText(lessons.courseTitle, { exact: true })).toBeVisible();
    const left = page.getByTestId('course-not-complete');
    await expect(left.getByRole('listitem').first()).toBeVisible();
    await expect(left.getByRole('link', { name: /^Continue with / })).toHaveAttribute(
      'href',
      new RegExp(`^/courses/${courses[0].slug}/lessons/`),
    );
    await expect(page.getByRole('navigation', { name: 'What next' })).toHaveCount(0);
  });
});
