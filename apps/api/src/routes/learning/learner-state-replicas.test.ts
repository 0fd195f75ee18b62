import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CourseDetails, CourseList, DashboardFavorites } from '@academy/shared';
import { signedInLearner } from '../../test/learner';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * Two replicas of the API on one database, each with its own learner state cache (decision 023):
 * a learner's write on one is on the other's next read, even though the other had cached them.
 */
let a: TestApp;
let b: TestApp;
const host = 'kube.localhost:3000';

beforeAll(async () => {
  a = await createTestApp();
  b = await createTestApp({}, a.database);
});
afterAll(async () => {
  await b.app.close();
  await a.close();
});

function on(replica: TestApp, token: string) {
  return async <T>(method: 'GET' | 'POST', url: string, payload?: object) => {
    const response = await replica.app.inject({ method, url, payload, headers: { host, authorization: `Bearer ${token}` } });
    expect(response.statusCode, `${method} ${url}`).toBe(200);
    return response.json().data as T;
  };
}

describe('learner state across replicas', () => {
  it('shows a progress write made on one replica on the next read of the other', async () => {
    const { token } = await signedInLearner(a, 'kube', 'replicas@example.com');
    const onA = on(a, token);
    const onB = on(b, token);
    const { courses } = await onB<CourseList>('GET', '/api/courses/list');
    const course = courses.find((item) => item.entitlements.view.length === 0)!;
    const before = await onB<CourseDetails>('GET', `/api/courses/details?slug=${course.slug}`);
    const lesson = before.modules.flatMap((module) => module.lessons).find((item) => item.type === 'lesson' && !item.isLocked)!;
    expect(lesson.isComplete).toBe(false);

    await onA('POST', '/api/lessons/mark-complete', {
      lessonId: lesson.lessonId,
      courseId: course.courseId,
      isLastLesson: false,
      operationType: 'COMPLETE_LESSON',
    });

    const after = await onB<CourseDetails>('GET', `/api/courses/details?slug=${course.slug}`);
    expect(after.modules.flatMap((module) => module.lessons).find((item) => item.lessonId === lesson.lessonId)!.isComplete).toBe(true);
    expect(after.course.progressStatus).toBe('In Progress');
    const list = await onB<CourseList>('GET', '/api/courses/list');
    expect(list.courses.find((item) => item.courseId === course.courseId)!.completedLesson).toBe(1);
  });

  it('shows favourites saved and removed on either replica on the other', async () => {
    const { token } = await signedInLearner(a, 'kube', 'favourites-replicas@example.com');
    const onA = on(a, token);
    const onB = on(b, token);
    const { courses } = await onA<CourseList>('GET', '/api/courses/list');
    const courseId = courses[0].courseId;
    expect((await onA<DashboardFavorites>('GET', '/api/favorite/userDashboard/favorites')).courses).toEqual([]);
    expect((await onB<DashboardFavorites>('GET', '/api/favorite/userDashboard/favorites')).courses).toEqual([]);

    await onB('POST', '/api/favorite', { id: courseId, likeableType: 'course', operationType: 'save' });
    expect(
      (await onA<DashboardFavorites>('GET', '/api/favorite/userDashboard/favorites')).courses.map((course) => course.courseId),
    ).toEqual([courseId]);
    expect((await onA<CourseList>('GET', '/api/courses/list')).courses[0].isFavorite).toBe(true);

    await onA('POST', '/api/favorite', { id: courseId, likeableType: 'course', operationType: 'remove' });
    expect((await onB<DashboardFavorites>('GET', '/api/favorite/userDashboard/favorites')).courses).toEqual([]);
    expect((await onB<CourseList>('GET', '/api/courses/list')).courses[0].isFavorite).toBe(false);
  });
});
