import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_COURSE_CONCLUSION, TENANTS, type CourseLessons, type LessonDetail } from '@academy/shared';
import { readSampleContent } from '../../test/sample-content';
import { visitorGet } from '../../test/caller';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let content: Awaited<ReturnType<typeof readSampleContent>>;
beforeAll(async () => {
  [t, content] = await Promise.all([createTestApp(), readSampleContent()]);
});
afterAll(() => t.close());

describe.each(TENANTS)('lessons of %s', (tenant) => {
  const host = `${tenant}.localhost`;

  it('lists each course as modules followed by their lessons, with the conclusion', async () => {
    for (const source of content[tenant].courses) {
      const { body } = await visitorGet<CourseLessons>(t, `/api/lessons?slug=${source.slug}`, host);
      const expected = source.modules.flatMap((module) => [module.slug, ...module.lessons.map((lesson) => lesson.slug)]);
      expect(body.data.lessons.map((item) => item.slug)).toEqual(expected);
      expect(body.data.lessons.filter((item) => item.type === 'module').map((item) => 'moduleNumber' in item && item.moduleNumber)).toEqual(
        source.modules.map((_, index) => index + 1),
      );
      expect(body.data.courseTitle).toBe(source.data.title);
      expect(body.data.lessonsCount).toBe(expected.length - source.modules.length);
      if (source.data.conclusion) expect(body.data.courseConclusion).not.toContain(DEFAULT_COURSE_CONCLUSION[tenant]);
      else expect(body.data.courseConclusion).toBe(`<p>${DEFAULT_COURSE_CONCLUSION[tenant]}</p>`);
    }
  });

  it('reads every lesson: open ones with a body, gated ones locked without it, objectives, neighbours skipping modules', async () => {
    for (const source of content[tenant].courses) {
      const ordered = source.modules.flatMap((module) => module.lessons);
      for (const [index, lesson] of ordered.entries()) {
        const { status, body } = await visitorGet<LessonDetail>(t, `/api/lessons/${source.slug}/${lesson.slug}`, host);
        expect(status).toBe(200);
        const detail = body.data;
        const view = lesson.data.entitlements ?? source.data.entitlements;
        expect(detail.lesson.entitlements.view).toEqual(view);
        if (view.length === 0) {
          expect(detail.lesson.lock).toBeNull();
          expect(detail.lesson.body).toMatch(/<(p|h\d|pre|ul|ol)[ >]/);
        } else {
          expect(detail.lesson).toMatchObject({ body: null, isLocked: true, lock: { requires: view.includes('pro') ? 'pro' : 'auth' } });
        }
        // Objectives come with a locked lesson too: they say what unlocking it gives.
        expect(detail.lesson.objectives).toEqual(lesson.data.objectives ?? []);
        if (lesson.data.type === 'lesson') expect(detail.lesson.objectives.length).toBeGreaterThanOrEqual(2);
        expect(detail.previous?.slug ?? null).toBe(ordered[index - 1]?.slug ?? null);
        expect(detail.next?.slug ?? null).toBe(ordered[index + 1]?.slug ?? null);
        expect(detail.course).toMatchObject({ slug: source.slug, tenantId: tenant });
      }
    }
  });

  it('never sends a knowledge check answer key with the lesson body', async () => {
    const checks = content[tenant].courses.flatMap((course) =>
      course.modules.flatMap((module) =>
        module.lessons.filter((lesson) => lesson.data.type === 'knowledge-check').map((lesson) => ({ course, lesson })),
      ),
    );
    expect(checks.length).toBeGreaterThanOrEqual(3);
    for (const { course, lesson } of checks) {
      const { body } = await visitorGet<LessonDetail>(t, `/api/lessons/${course.slug}/${lesson.slug}`, host);
      const text = JSON.stringify(body);
      expect(text).not.toContain('[x]');
      expect(text).not.toContain('quizdown');
      for (const question of lesson.quiz!.questions) expect(text).not.toContain(question.question);
    }
  });
});

describe('lesson addressing', () => {
  it('answers 404 for an unknown lesson, an unknown course and a course of another portal', async () => {
    const course = content.kube.courses[0];
    const lesson = course.modules[0].lessons[0];
    expect((await visitorGet(t, `/api/lessons/${course.slug}/${lesson.slug}`, 'kube.localhost')).status).toBe(200);
    expect((await visitorGet(t, `/api/lessons/${course.slug}/no-such-lesson`, 'kube.localhost')).status).toBe(404);
    expect((await visitorGet(t, `/api/lessons/no-such-course/${lesson.slug}`, 'kube.localhost')).status).toBe(404);
    expect((await visitorGet(t, `/api/lessons/${course.slug}/${lesson.slug}`, 'tanzu.localhost')).status).toBe(404);
    expect((await visitorGet(t, `/api/lessons?slug=${course.slug}`, 'spring.localhost')).status).toBe(404);
  });

  it('refuses malformed slugs with 400', async () => {
    expect((await visitorGet(t, '/api/lessons/Bad Slug/x', 'kube.localhost')).status).toBe(400);
    expect((await visitorGet(t, `/api/lessons/a/${'b'.repeat(150)}`, 'kube.localhost')).status).toBe(400);
    expect((await visitorGet(t, '/api/lessons?slug[]=x', 'kube.localhost')).status).toBe(400);
  });
});
