import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CourseLessons, CourseList, GuideList, LessonSummary } from '@academy/shared';
import { signedInLearner } from '../../test/learner';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let learner: Awaited<ReturnType<typeof signedInLearner>>;
let proLearner: Awaited<ReturnType<typeof signedInLearner>>;
const host = 'kube.localhost:3000';

beforeAll(async () => {
  t = await createTestApp();
  learner = await signedInLearner(t, 'kube', 'free@example.com');
  proLearner = await signedInLearner(t, 'kube', 'pro@example.com', { isPro: true });
});
afterAll(() => t.close());

/** The lab lesson `lessonSlug` of a kube course, as the lab page addresses it. */
async function labOf(courseSlug: string, lessonSlug: string) {
  const lessons = (await proLearner.call('GET', `/api/lessons?slug=${courseSlug}`)).body.data as CourseLessons;
  const lesson = lessons.lessons.find((item): item is LessonSummary => item.type !== 'module' && item.slug === lessonSlug)!;
  return { query: `url=${encodeURIComponent(`/courses/${courseSlug}/lessons/${lessonSlug}`)}&lessonId=${lesson.lessonId}` };
}

const download = (query: string, token?: string) =>
  t.app.inject({ url: `/api/lessons/lab/project?${query}`, headers: { host, ...(token ? { authorization: `Bearer ${token}` } : {}) } });

describe('lab projects', () => {
  it('gives a pro lab starter project and solution only to pro learners, as zip archives', async () => {
    const { query } = await labOf('packaging-applications-with-helm', 'build-and-publish-a-chart');

    const anonymous = await download(`${query}&variant=starter`);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ success: false, errors: [{ code: 'UNAUTHORIZED' }] });
    const free = await download(`${query}&variant=starter`, learner.token);
    expect(free.statusCode).toBe(403);
    expect(free.json().errors[0]).toMatchObject({ code: 'FORBIDDEN', errorMessage: expect.stringContaining('pro') });
    expect((await learner.call('GET', `/api/lessons/lab?${query}`)).body.data.downloads).toEqual([]);

    const starter = await download(`${query}&variant=starter`, proLearner.token);
    expect(starter.statusCode).toBe(200);
    expect(starter.headers['content-type']).toBe('application/zip');
    expect(starter.headers['content-disposition']).toBe('attachment; filename="build-and-publish-a-chart-starter.zip"');
    expect(starter.rawPayload.subarray(0, 4)).toEqual(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
    expect(starter.rawPayload.includes('build-and-publish-a-chart/README.md')).toBe(true);
    const solution = await download(`${query}&variant=solution`, proLearner.token);
    expect(solution.rawPayload.includes('build-and-publish-a-chart/hello/templates/pdb.yaml')).toBe(true);

    const lab = (await proLearner.call('GET', `/api/lessons/lab?${query}`)).body.data;
    expect(lab.downloads).toEqual([
      { variant: 'starter', fileName: 'build-and-publish-a-chart-starter.zip', sizeBytes: starter.rawPayload.length },
      { variant: 'solution', fileName: 'build-and-publish-a-chart-solution.zip', sizeBytes: solution.rawPayload.length },
    ]);
  });

  it('gives an open guide lab to anyone, a signed-in lab to any learner, and refuses what is not a lab', async () => {
    const { guides } = (await proLearner.call('GET', '/api/guides/list')).body.data as GuideList;
    const guide = guides.find((item) => item.slug === 'rolling-updates-and-rollbacks')!;
    const guideQuery = `url=${encodeURIComponent('/guides/rolling-updates-and-rollbacks')}&lessonId=${guide.lessonId}`;
    const open = await download(`${guideQuery}&variant=solution`);
    expect(open.statusCode).toBe(200);
    expect(open.rawPayload.includes('rolling-updates-and-rollbacks/orders.yaml')).toBe(true);

    const { query } = await labOf('kubernetes-fundamentals', 'deploy-your-first-app');
    expect((await download(`${query}&variant=starter`)).statusCode).toBe(401);
    expect((await download(`${query}&variant=starter`, learner.token)).statusCode).toBe(200);

    expect((await download(`${query}&variant=everything`, learner.token)).statusCode).toBe(400);
    const notALab = await labOf('kubernetes-fundamentals', 'health-probes');
    expect((await download(`${notALab.query}&variant=starter`, learner.token)).statusCode).toBe(404);
  });

  it('ends every kube course with a lab whose starter and solution download with their README', async () => {
    const { courses } = (await proLearner.call('GET', '/api/courses/list')).body.data as CourseList;
    const served: string[] = [];
    for (const course of courses) {
      const { lessons } = (await proLearner.call('GET', `/api/lessons?slug=${course.slug}`)).body.data as CourseLessons;
      for (const lesson of lessons.filter((item): item is LessonSummary => item.type === 'lab')) {
        const { query } = await labOf(course.slug, lesson.slug);
        for (const variant of ['starter', 'solution']) {
          const archive = await download(`${query}&variant=${variant}`, proLearner.token);
          expect(archive.statusCode).toBe(200);
          expect(archive.rawPayload.includes(`${lesson.slug}/README.md`)).toBe(true);
        }
        served.push(course.slug);
      }
    }
    expect(courses.length).toBeGreaterThanOrEqual(5);
    expect(served.toSorted()).toEqual(courses.map((course) => course.slug).toSorted());
  });
});
