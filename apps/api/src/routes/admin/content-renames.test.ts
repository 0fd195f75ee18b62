import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CourseDetails, LessonDetail, QuizForLearner } from '@academy/shared';
import { courses, quizAttempts } from '../../db/schema';
import { adminToken } from '../../test/admin-token';
import { callerFor, type Caller } from '../../test/caller';
import { signedInLearner } from '../../test/learner';
import { createTestApp, type TestApp } from '../../test/test-app';
import { PRACTICE } from '../../test/practice';

/** Decision 056 through the real app: a rename declared with previousSlugs keeps everything learners have, and old addresses lead to the new ones. */
type Files = { path: string; text: string }[];

const course = (previous = '') =>
  `---\ntitle: Pods\nsummary: Pods.\nlevel: Beginner\ntopics: [Workloads]\ninstructors: [ada]\n${previous}---\nAbout pods.`;
const lesson = (previous = '') =>
  `---\ntitle: Intro\nsummary: Intro.\nduration: 1m\nobjectives: [Name what a pod is]\n${previous}---\nHello pods.${PRACTICE}`;
const guide = (previous = '') =>
  `---\ntitle: Debug\nsummary: Debug.\nlevel: Beginner\ntopics: [Workloads]\nduration: 1m\n${previous}---\nSteps.`;
const path = (courseSlug: string, previous = '') =>
  `---\ntitle: Start\nsummary: Start.\nlevel: Beginner\ntopics: [Workloads]\ncourses: [${courseSlug}]\n${previous}---\nGo.`;
const check =
  '---\ntitle: Check\nsummary: Quiz.\ntype: knowledge-check\nduration: 1m\n---\n````quizdown\n# Which runs containers?\n\n- [x] A pod\n- [ ] A label\n````\n';

const common: Files = [
  { path: 'kube/instructors/ada.md', text: '---\nname: Ada\ntitle: Engineer\nphoto: instructors/ada.svg\n---\nBio.' },
  { path: 'kube/assets/instructors/ada.svg', text: '<svg xmlns="http://www.w3.org/2000/svg"/>' },
];
const before: Files = [
  ...common,
  { path: 'kube/courses/pods/course.md', text: course() },
  { path: 'kube/courses/pods/01-basics/module.md', text: '---\ntitle: Basics\n---\n' },
  { path: 'kube/courses/pods/01-basics/01-intro.md', text: lesson() },
  { path: 'kube/courses/pods/01-basics/02-check.md', text: check },
  { path: 'kube/guides/debug.md', text: guide() },
  { path: 'kube/paths/start.md', text: path('pods') },
];
const renamed: Files = [
  ...common,
  { path: 'kube/courses/pod-basics/course.md', text: course('previousSlugs: [pods]\n') },
  { path: 'kube/courses/pod-basics/01-basics/module.md', text: '---\ntitle: Basics\n---\n' },
  { path: 'kube/courses/pod-basics/01-basics/01-first-pod.md', text: lesson('previousSlugs:\n  - intro\n') },
  { path: 'kube/courses/pod-basics/01-basics/02-check.md', text: check },
  { path: 'kube/guides/debugging.md', text: guide('previousSlugs: [debug]\n') },
  { path: 'kube/paths/getting-started.md', text: path('pod-basics', 'previousSlugs: [start]\n') },
];

let t: TestApp;
let writer: Caller;
let learner: Awaited<ReturnType<typeof signedInLearner>>;
const host = 'kube.localhost:3000';
beforeAll(async () => {
  t = await createTestApp();
  writer = callerFor(t, 'kube', (await adminToken(t, 'kube', 'Content pipeline', ['content:write'])).token);
  learner = await signedInLearner(t, 'kube', 'renames@example.com');
});
afterAll(() => t.close());

const importBundle = async (files: Files) => {
  const response = await writer('POST', '/api/admin/content', { payload: { files } });
  return { status: response.status, message: response.status === 200 ? '' : (response.body.errors[0].errorMessage as string) };
};
const data = async <T>(url: string) => {
  const response = await learner.call('GET', url);
  expect(response.status, url).toBe(200);
  return response.body.data as T;
};
const page = (url: string) => t.app.inject({ url, headers: { host } });

describe('a rename with previousSlugs', () => {
  it('keeps progress, the passed knowledge check, favourites and the certificate on the renamed items, and old addresses lead to them', async () => {
    expect(await importBundle(before)).toEqual({ status: 200, message: '' });
    const details = await data<CourseDetails>('/api/courses/details?slug=pods');
    const courseId = details.course.courseId;
    const [intro, quiz] = details.modules[0].lessons;
    const guideId = (await data<{ guide: { lessonId: string } }>('/api/guides/getGuide?slug=debug')).guide.lessonId;
    const pathId = (await data<{ path: { pathId: string } }>('/api/paths/details?slug=start')).path.pathId;

    await learner.call('POST', '/api/lessons/mark-complete', {
      lessonId: intro.lessonId,
      courseId,
      isLastLesson: false,
      operationType: 'COMPLETE_LESSON',
    });
    // The options are shown in an order of the attempt's own (decision 066): the right one is chosen by its text.
    const shown = await data<QuizForLearner>(`/api/lessons/knowledge-check?lessonId=${quiz.lessonId}`);
    const passed = await learner.call('POST', '/api/lessons/knowledge-check', {
      lessonId: quiz.lessonId,
      answers: [{ questionIndex: 0, selected: [shown.questions[0].options.indexOf('A pod')] }],
    });
    expect(passed.body.data.passed).toBe(true);
    for (const [id, likeableType] of [
      [courseId, 'course'],
      [intro.lessonId, 'lesson'],
      [guideId, 'guide'],
      [pathId, 'path'],
    ]) {
      expect((await learner.call('POST', '/api/favorite', { id, operationType: 'save', likeableType })).status).toBe(200);
    }
    const certificates = await data<{ certificates: { itemId: string }[] }>('/api/user/certificates');
    expect(certificates.certificates.map((certificate) => certificate.itemId)).toContain(courseId);

    expect(await importBundle(renamed)).toEqual({ status: 200, message: '' });

    const after = await data<CourseDetails>('/api/courses/details?slug=pod-basics');
    expect(after.course).toMatchObject({ courseId, slug: 'pod-basics', progressStatus: 'Completed' });
    expect(after.modules[0].lessons.map((item) => [item.lessonId, item.slug, item.isComplete])).toEqual([
      [intro.lessonId, 'first-pod', true],
      [quiz.lessonId, 'check', true],
    ]);
    const [{ attempts }] = await t.database.db
      .select({ attempts: count() })
      .from(quizAttempts)
      .where(eq(quizAttempts.lessonId, quiz.lessonId));
    expect(attempts).toBe(1);
    const favourites = await data<Record<'courses' | 'lessons' | 'guides' | 'paths', { slug: string }[]>>(
      '/api/favorite/userDashboard/favorites',
    );
    expect(
      Object.values(favourites)
        .flat()
        .map((item) => item.slug)
        .sort(),
    ).toEqual(['debugging', 'first-pod', 'getting-started', 'pod-basics']);
    expect(
      (await data<{ certificates: { itemId: string }[] }>('/api/user/certificates')).certificates.map((item) => item.itemId),
    ).toContain(courseId);
    expect(await t.database.db.select({ slug: courses.slug }).from(courses).where(eq(courses.id, courseId))).toEqual([
      { slug: 'pod-basics' },
    ]);

    // The API answers an old slug with the renamed item.
    expect((await data<CourseDetails>('/api/courses/details?slug=pods')).course.slug).toBe('pod-basics');
    expect((await data<LessonDetail>('/api/lessons/pods/intro')).lesson).toMatchObject({ lessonId: intro.lessonId, slug: 'first-pod' });
    expect((await data<{ guide: { slug: string } }>('/api/guides/getGuide?slug=debug')).guide.slug).toBe('debugging');
    expect((await data<{ path: { pathId: string; slug: string } }>('/api/paths/details?slug=start')).path).toMatchObject({
      pathId,
      slug: 'getting-started',
    });

    // Pages at old addresses answer 301 to the new ones, keeping the rest of the address and the query.
    for (const [old, moved] of [
      ['/courses/pods', '/courses/pod-basics'],
      ['/courses/pods/lessons/intro', '/courses/pod-basics/lessons/first-pod'],
      ['/courses/pod-basics/lessons/intro/knowledge-check', '/courses/pod-basics/lessons/first-pod/knowledge-check'],
      ['/courses/pods/lessons/check?from=mail', '/courses/pod-basics/lessons/check?from=mail'],
      ['/guides/debug/lab', '/guides/debugging/lab'],
      ['/paths/start', '/paths/getting-started'],
    ]) {
      const answer = await page(old);
      expect([answer.statusCode, answer.headers.location], old).toEqual([301, moved]);
    }
    for (const current of [
      '/courses/pod-basics',
      '/courses/pod-basics/lessons/first-pod',
      '/courses/no-such-course',
      '/guides/debugging',
    ]) {
      expect((await page(current)).statusCode, current).not.toBe(301);
    }
  });
});

describe('an ambiguous rename', () => {
  const refusedWith = async (files: Files, expected: string[]) => {
    const before = await t.database.db
      .select({ slug: courses.slug, published: courses.published })
      .from(courses)
      .where(eq(courses.tenantId, 'kube'));
    const answer = await importBundle(files);
    expect(answer.status).toBe(400);
    for (const text of expected) expect(answer.message).toContain(text);
    expect(
      await t.database.db.select({ slug: courses.slug, published: courses.published }).from(courses).where(eq(courses.tenantId, 'kube')),
    ).toEqual(before);
  };

  it('is refused with file and line when two items claim one previous slug', async () => {
    await refusedWith(
      [...renamed, { path: 'kube/guides/troubleshooting.md', text: guide('previousSlugs: [debug]\n') }],
      [
        'kube/guides/debugging.md:7 [previousSlugs] previous slug "debug" is also claimed by kube/guides/troubleshooting.md',
        'kube/guides/troubleshooting.md:7 [previousSlugs] previous slug "debug" is also claimed by kube/guides/debugging.md',
      ],
    );
  });

  it('is refused when a previous slug is still a live item, or when two renames name each other', async () => {
    await refusedWith(
      [...renamed, { path: 'kube/guides/debug.md', text: guide() }],
      ['kube/guides/debugging.md:7 [previousSlugs] previous slug "debug" is still a guide (kube/guides/debug.md)'],
    );
    await refusedWith(
      [
        ...renamed.filter((file) => !file.path.includes('/paths/')),
        { path: 'kube/paths/start.md', text: path('pod-basics', 'previousSlugs: [getting-started]\n') },
        { path: 'kube/paths/getting-started.md', text: path('pod-basics', 'previousSlugs: [start]\n') },
      ],
      [
        'kube/paths/start.md:7 [previousSlugs] renames loop: "start" and "getting-started" name each other as previous slugs',
        'kube/paths/getting-started.md:7 [previousSlugs] renames loop: "getting-started" and "start" name each other as previous slugs',
      ],
    );
    await refusedWith(
      renamed.map((file) => (file.path.endsWith('01-first-pod.md') ? { ...file, text: lesson('previousSlugs: [check]\n') } : file)),
      [
        'kube/courses/pod-basics/01-basics/01-first-pod.md:6 [previousSlugs] previous slug "check" is still a lesson (kube/courses/pod-basics/01-basics/02-check.md)',
      ],
    );
  });

  it('is refused when its previous slugs name two different stored items', async () => {
    const other = { path: 'kube/courses/nodes/course.md', text: course() };
    const nodes = [
      other,
      { path: 'kube/courses/nodes/01-basics/module.md', text: '---\ntitle: Basics\n---\n' },
      { path: 'kube/courses/nodes/01-basics/01-intro.md', text: lesson() },
    ];
    expect(await importBundle([...renamed, ...nodes])).toEqual({ status: 200, message: '' });
    const merged = renamed
      .filter((file) => !file.path.startsWith('kube/courses/pod-basics/'))
      .map((file) => (file.path.endsWith('getting-started.md') ? { ...file, text: path('workloads', 'previousSlugs: [start]\n') } : file));
    await refusedWith(
      [
        ...merged,
        { path: 'kube/courses/workloads/course.md', text: course('previousSlugs: [pod-basics, nodes]\n') },
        { path: 'kube/courses/workloads/01-basics/module.md', text: '---\ntitle: Basics\n---\n' },
        { path: 'kube/courses/workloads/01-basics/01-intro.md', text: lesson() },
      ],
      ['kube/courses/workloads/course.md:7 [previousSlugs] previous slugs "pod-basics" and "nodes" are different items'],
    );
  });
});
