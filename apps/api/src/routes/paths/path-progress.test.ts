import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PathCourse, PathDetail, PathList } from '@academy/shared';
import { visitorGet } from '../../test/caller';
import { completeLesson, courseOutline, type Learner } from '../../test/complete-lessons';
import { signedInLearner } from '../../test/learner';
import { createTestApp, type TestApp } from '../../test/test-app';

/** Kube's five-course path, and its path whose last course is on the spring portal. */
const FOUNDATIONS = 'kubernetes-platform-foundations';
const CROSSING = 'kubernetes-for-application-developers';
const FUNDAMENTALS = 'kubernetes-fundamentals';
const NETWORKING = 'networking-and-services-in-kubernetes';
const host = 'kube.localhost:3000';

let t: TestApp;
let ada: Learner;
let fundamentals: Awaited<ReturnType<typeof courseOutline>>;
let networking: Awaited<ReturnType<typeof courseOutline>>;

beforeAll(async () => {
  t = await createTestApp();
  const signedIn = await signedInLearner(t, 'kube', 'ada@example.com', { isPro: true });
  ada = { ...signedIn, userId: (await signedIn.call('GET', '/api/user/getUserDetails')).body.data.userId };
  [fundamentals, networking] = await Promise.all([courseOutline(ada, FUNDAMENTALS), courseOutline(ada, NETWORKING)]);
  for (const lesson of fundamentals.lessons) await completeLesson(t, ada, fundamentals.courseId, lesson);
  await completeLesson(t, ada, networking.courseId, networking.lessons[0]);
});
afterAll(() => t.close());

const courseOf = (courses: PathCourse[], slug: string) => courses.find((course) => course.slug === slug)!;
const listed = async (read: () => Promise<PathList>, slug: string) => (await read()).paths.find((path) => path.slug === slug)!;

describe("a learner's progress on learning paths", () => {
  it('gives each course of a path its status, lessons completed and the next lesson, in the list and the details alike', async () => {
    const list = await listed(async () => (await ada.call('GET', '/api/paths/list')).body.data as PathList, FOUNDATIONS);
    const details = ((await ada.call('GET', `/api/paths/details?slug=${FOUNDATIONS}`)).body.data as PathDetail).path;
    for (const path of [list, details]) {
      expect(path.courses).toHaveLength(7);
      expect(courseOf(path.courses, FUNDAMENTALS).progress).toEqual({
        completedLesson: fundamentals.lessons.length,
        progressStatus: 'Completed',
        nextLesson: null,
      });
      expect(courseOf(path.courses, NETWORKING).progress).toEqual({
        completedLesson: 1,
        progressStatus: 'In Progress',
        nextLesson: { slug: networking.lessons[1].slug, title: networking.lessons[1].title },
      });
      const untouched = path.courses.slice(2);
      expect(untouched.every((course) => course.progress?.progressStatus === 'Not Started' && course.progress.completedLesson === 0)).toBe(
        true,
      );
    }
  });

  it("gives another portal's course no progress, since the learner's progress there is that portal's", async () => {
    const path = await listed(async () => (await ada.call('GET', '/api/paths/list')).body.data as PathList, CROSSING);
    const foreign = path.courses.filter((course) => course.tenantId !== 'kube');
    expect(foreign.length).toBeGreaterThan(0);
    expect(foreign.every((course) => course.progress === null)).toBe(true);
    expect(courseOf(path.courses, FUNDAMENTALS).progress?.progressStatus).toBe('Completed');
  });

  it('shows a visitor and another learner nothing of it: every course Not Started, its first lesson next', async () => {
    const bob = await signedInLearner(t, 'kube', 'bob@example.com');
    const visitor = await listed(async () => (await visitorGet<PathList>(t, '/api/paths/list', host)).body.data, FOUNDATIONS);
    const other = await listed(async () => (await bob.call('GET', '/api/paths/list')).body.data as PathList, FOUNDATIONS);
    for (const path of [visitor, other]) {
      expect(courseOf(path.courses, FUNDAMENTALS).progress).toEqual({
        completedLesson: 0,
        progressStatus: 'Not Started',
        nextLesson: { slug: fundamentals.lessons[0].slug, title: fundamentals.lessons[0].title },
      });
      expect(path.courses.every((course) => course.progress?.progressStatus === 'Not Started')).toBe(true);
    }
  });

  it('moves with the next completion: the cached answer of the learner is replaced', async () => {
    await completeLesson(t, ada, networking.courseId, networking.lessons[1]);
    const path = await listed(async () => (await ada.call('GET', '/api/paths/list')).body.data as PathList, FOUNDATIONS);
    expect(courseOf(path.courses, NETWORKING).progress).toMatchObject({
      completedLesson: 2,
      nextLesson: { slug: networking.lessons[2].slug },
    });
  });
});
