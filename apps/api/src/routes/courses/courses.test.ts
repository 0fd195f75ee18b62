import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TENANTS, type CourseDetails, type CourseList } from '@academy/shared';
import { readSampleContent } from '../../test/sample-content';
import { callerFor, visitorGet } from '../../test/caller';
import { signedInLearner } from '../../test/learner';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let content: Awaited<ReturnType<typeof readSampleContent>>;
beforeAll(async () => {
  [t, content] = await Promise.all([createTestApp(), readSampleContent()]);
});
afterAll(() => t.close());

it('sends the list as ASCII text that parses to the accented names (decision 034)', async () => {
  const response = await t.app.inject({ url: '/api/courses/list', headers: { host: 'kube.localhost:3000' } });
  expect(response.body).not.toMatch(/[^\x20-\x7e]/);
  expect(response.body).toContain('Tom\\u00e1s');
  const { courses } = (response.json() as { data: CourseList }).data;
  expect(courses.flatMap((course) => course.instructors.map((instructor) => instructor.name))).toContain('Tomás Achterberg');
});

it('counts the lessons each reader needs pro for: a visitor and a free learner the pro lessons, a pro learner none', async () => {
  const host = 'kube.localhost:3000';
  const proLessons = (slug: string) => {
    const course = content.kube.courses.find((item) => item.slug === slug)!;
    return course.modules
      .flatMap((module) => module.lessons)
      .filter((lesson) => (lesson.data.entitlements ?? course.data.entitlements ?? []).includes('pro')).length;
  };
  const free = callerFor(t, 'kube', (await signedInLearner(t, 'kube', 'free@example.com')).token);
  const pro = callerFor(t, 'kube', (await signedInLearner(t, 'kube', 'pro@example.com', { isPro: true })).token);
  const visitorList = (await visitorGet<CourseList>(t, '/api/courses/list', host)).body.data.courses;
  const freeList: CourseList['courses'] = (await free('GET', '/api/courses/list')).body.data.courses;
  const proList: CourseList['courses'] = (await pro('GET', '/api/courses/list')).body.data.courses;
  expect(visitorList.some((course) => course.lessonsNeedingPro > 0)).toBe(true);
  for (const list of [visitorList, freeList]) for (const course of list) expect(course.lessonsNeedingPro).toBe(proLessons(course.slug));
  expect(proList.map((course) => course.lessonsNeedingPro)).toEqual(proList.map(() => 0));
  const details = (await free('GET', '/api/courses/details?slug=packaging-applications-with-helm')).body.data.course;
  expect(details.lessonsNeedingPro).toBe(proLessons('packaging-applications-with-helm'));
});

describe.each(TENANTS)('courses of %s', (tenant) => {
  const host = `${tenant}.localhost:3000`;

  it("lists exactly this portal's courses in order, with lesson counts", async () => {
    const { body } = await visitorGet<CourseList>(t, '/api/courses/list', host);
    const expected = [...content[tenant].courses].sort((a, b) => a.data.order - b.data.order);
    expect(body.data.courses.map((course) => course.slug)).toEqual(expected.map((course) => course.slug));
    for (const course of body.data.courses) {
      const source = expected.find((item) => item.slug === course.slug)!;
      expect(course.tenantId).toBe(tenant);
      expect(course.lessonsCount).toBe(source.modules.flatMap((module) => module.lessons).length);
      expect(course.duration).toBe(
        source.modules.flatMap((module) => module.lessons).reduce((sum, lesson) => sum + lesson.data.duration, 0),
      );
      expect(course).toMatchObject({ progressStatus: 'Not Started', completedLesson: 0, isFavorite: false, level: [source.data.level] });
      expect(course.instructors.map((instructor) => instructor.slug)).toEqual(source.data.instructors);
    }
  });

  it('counts each topic and level option by the courses that carry it', async () => {
    const { body } = await visitorGet<CourseList>(t, '/api/courses/list', host);
    const { courses, categories } = body.data;
    expect(categories.map((category) => category.categoryName)).toEqual(['topic', 'level']);
    for (const category of categories) {
      expect(category.options.length).toBeGreaterThan(0);
      for (const option of category.options) {
        const values = (course: (typeof courses)[number]) => (category.categoryName === 'topic' ? course.topic : course.level);
        expect(option.count).toBe(courses.filter((course) => (values(course) as string[]).includes(option.name)).length);
        expect(option.checked).toBe(false);
      }
    }
  });

  it('gives the details of each course with its outline in numbered modules', async () => {
    for (const source of content[tenant].courses) {
      const { status, body } = await visitorGet<CourseDetails>(t, `/api/courses/details?slug=${source.slug}`, host);
      expect(status).toBe(200);
      const { course, modules, moduleCount } = body.data;
      expect(course.title).toBe(source.data.title);
      expect(course.description.length).toBeGreaterThan(50);
      expect(moduleCount).toBe(source.modules.length);
      expect(modules.map((module) => module.moduleNumber)).toEqual(source.modules.map((_, index) => index + 1));
      expect(modules.map((module) => module.lessons.map((lesson) => lesson.slug))).toEqual(
        source.modules.map((module) => module.lessons.map((lesson) => lesson.slug)),
      );
      for (const module of modules) {
        for (const lesson of module.lessons) expect(lesson.parentId).toBe(module.lessonId);
      }
    }
  });
});

describe('course isolation and bad slugs', () => {
  it("does not show another portal's course by slug", async () => {
    const springSlug = content.spring.courses[0].slug;
    expect((await visitorGet(t, `/api/courses/details?slug=${springSlug}`, 'spring.localhost')).status).toBe(200);
    const other = await visitorGet(t, `/api/courses/details?slug=${springSlug}`, 'kube.localhost');
    expect(other.status).toBe(404);
    expect(other.body).toMatchObject({ success: false, data: null, errors: [{ errorMessage: 'No course with that slug in this portal' }] });
  });

  it.each(['', 'UPPER', 'with%20space', '..%2F..%2Fetc', 'a'.repeat(121), '%00'])('refuses slug %j with 400', async (slug) => {
    const { status, body } = await visitorGet(t, `/api/courses/details?slug=${slug}`, 'kube.localhost');
    expect(status).toBe(400);
    expect(body.success).toBe(false);
  });

  it('refuses a missing slug and a non-boolean progress filter', async () => {
    expect((await visitorGet(t, '/api/courses/details', 'kube.localhost')).status).toBe(400);
    expect((await visitorGet(t, '/api/courses/list?progressFilterRequired=maybe', 'kube.localhost')).status).toBe(400);
    expect((await visitorGet(t, '/api/courses/list?progressFilterRequired=true', 'kube.localhost')).status).toBe(200);
  });
});
