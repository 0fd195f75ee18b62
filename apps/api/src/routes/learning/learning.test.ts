import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CourseLessons, CourseList, LessonSummary, ModuleItem, QuizForLearner, QuizResult } from '@academy/shared';
import { lessons as lessonRows, quizAttempts } from '../../db/schema';
import { answersTo, servedDraw } from '../../test/complete-lessons';
import { signedInLearner } from '../../test/learner';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let ada: Awaited<ReturnType<typeof signedInLearner>>;
let bob: Awaited<ReturnType<typeof signedInLearner>>;
let course: CourseList['courses'][number];
let outline: LessonSummary[];
const host = 'kube.localhost:3000';

beforeAll(async () => {
  t = await createTestApp({ LAB_URL_TEMPLATE: 'https://labs.example.com/{tenant}/{course}/{lesson}?learner={user}' });
  ada = await signedInLearner(t, 'kube', 'ada@example.com');
  bob = await signedInLearner(t, 'kube', 'bob@example.com', { isPro: true });
  const list = (await ada.call('GET', '/api/courses/list')).body.data as CourseList;
  course = list.courses.find((item) => item.entitlements.view.length === 0)!;
  const lessons = (await ada.call('GET', `/api/lessons?slug=${course.slug}`)).body.data as CourseLessons;
  outline = lessons.lessons.filter((item): item is LessonSummary => item.type !== 'module');
});
afterAll(() => t.close());

/** A learner with the id the knowledge check's draw is seeded by. */
const withId = async (learner: typeof ada) => ({
  ...learner,
  userId: (await learner.call('GET', '/api/user/getUserDetails')).body.data.userId as string,
});
const openLessons = () => outline.filter((lesson) => lesson.type === 'lesson' && !lesson.isLocked);
const complete = (learner: typeof ada, lesson: LessonSummary) =>
  learner.call('POST', '/api/lessons/mark-complete', {
    lessonId: lesson.lessonId,
    courseId: course.courseId,
    isLastLesson: false,
    operationType: 'COMPLETE_LESSON',
  });

describe('progress', () => {
  it('moves a course from Not Started to In Progress with the spec percentage, and marking twice is harmless', async () => {
    const [first, second] = openLessons();
    const started = await ada.call('POST', '/api/lessons/mark-started', {
      lessonId: first.lessonId,
      courseId: course.courseId,
      operationType: 'START_LESSON',
    });
    expect(started.body.data).toMatchObject({ progressStatus: 'In Progress', completedLesson: 0, courseProgressStatus: 'Not Started' });
    expect((await complete(ada, first)).body.data).toMatchObject({
      progressStatus: 'Completed',
      completedLesson: 1,
      courseProgressStatus: 'In Progress',
    });
    expect((await complete(ada, first)).body.data.completedLesson).toBe(1);
    expect((await complete(ada, second)).body.data).toMatchObject({ completedLesson: 2, lessonsCount: course.lessonsCount });

    const list = (await ada.call('GET', '/api/courses/list')).body.data as CourseList;
    const mine = list.courses.find((item) => item.courseId === course.courseId)!;
    expect(mine).toMatchObject({ completedLesson: 2, progressStatus: 'In Progress' });
    const status = list.categories.find((category) => category.categoryName === 'status')!;
    expect(status.options.find((option) => option.name === 'In Progress')!.count).toBe(1);
    const dashboard = (await ada.call('GET', '/api/courses/list?progressFilterRequired=true')).body.data as CourseList;
    expect(dashboard.courses.map((item) => item.courseId)).toEqual([course.courseId]);

    const lessons = (await ada.call('GET', `/api/lessons?slug=${course.slug}`)).body.data as CourseLessons;
    expect(lessons.completedLesson).toBe(2);
    const items = lessons.lessons.filter((item): item is LessonSummary => item.type !== 'module');
    expect(
      items
        .filter((item) => item.isComplete)
        .map((item) => item.lessonId)
        .sort(),
    ).toEqual([first.lessonId, second.lessonId].sort());
  });

  it("keeps each learner's progress to themselves", async () => {
    const list = (await bob.call('GET', '/api/courses/list')).body.data as CourseList;
    expect(list.courses.every((item) => item.completedLesson === 0 && item.progressStatus === 'Not Started')).toBe(true);
    const anonymous = (await t.app.inject({ url: '/api/courses/list', headers: { host } })).json().data as CourseList;
    expect(anonymous.courses.every((item) => item.completedLesson === 0)).toBe(true);
    expect(anonymous.categories.map((category) => category.categoryName)).toEqual(['topic', 'level']);
  });

  it('undoes a completion, which the learner may do for a lesson but not a knowledge check', async () => {
    const lesson = openLessons()[2];
    expect((await complete(bob, lesson)).body.data.progressStatus).toBe('Completed');
    const undone = await bob.call('POST', '/api/lessons/mark-incomplete', { lessonId: lesson.lessonId, courseId: course.courseId });
    expect(undone.status).toBe(200);
    expect(undone.body.data.progressStatus).toBe('In Progress');
    const lessons = (await bob.call('GET', `/api/lessons?slug=${course.slug}`)).body.data.lessons as LessonSummary[];
    expect(lessons.find((item) => item.lessonId === lesson.lessonId)).toMatchObject({ isComplete: false });
    const check = outline.find((item) => item.type === 'knowledge-check')!;
    expect((await bob.call('POST', '/api/lessons/mark-incomplete', { lessonId: check.lessonId, courseId: course.courseId })).status).toBe(
      400,
    );
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/lessons/mark-incomplete',
      headers: { host },
      payload: { lessonId: lesson.lessonId, courseId: course.courseId },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('completes the course when every lesson is done, knowledge checks by passing them', async () => {
    const check = outline.find((lesson) => lesson.type === 'knowledge-check')!;
    const refused = await complete(bob, check);
    expect(refused.status).toBe(400);
    expect(refused.body.errors[0].errorMessage).toBe('A knowledge check is completed by passing it');
  });

  it('refuses locked lessons, lessons of another course and another portal, and bad operation types', async () => {
    const locked = outline.find((lesson) => lesson.isLocked);
    if (locked) {
      const anonymousLocked = (await t.app.inject({ url: `/api/lessons?slug=${course.slug}`, headers: { host } })).json().data.lessons;
      expect(anonymousLocked.length).toBeGreaterThan(0);
    }
    const [first] = openLessons();
    const otherCourse = ((await ada.call('GET', '/api/courses/list')).body.data as CourseList).courses.find(
      (item) => item.courseId !== course.courseId,
    )!;
    expect(
      (
        await ada.call('POST', '/api/lessons/mark-complete', {
          lessonId: first.lessonId,
          courseId: otherCourse.courseId,
          operationType: 'COMPLETE_LESSON',
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await ada.call('POST', '/api/lessons/mark-complete', {
          lessonId: first.lessonId,
          courseId: course.courseId,
          operationType: 'FINISH',
        })
      ).status,
    ).toBe(400);
    const spring = await t.app.inject({
      method: 'POST',
      url: '/api/lessons/mark-complete',
      payload: { lessonId: first.lessonId, courseId: course.courseId, operationType: 'COMPLETE_LESSON' },
      headers: { host: 'spring.localhost:3000', authorization: `Bearer ${ada.token}` },
    });
    expect(spring.statusCode).toBe(401);
  });

  it('lets only pro learners start or complete pro lessons, and a refused start records nothing', async () => {
    const list = (await ada.call('GET', '/api/courses/list')).body.data as CourseList;
    for (const item of list.courses) {
      const lessons = ((await ada.call('GET', `/api/lessons?slug=${item.slug}`)).body.data as CourseLessons).lessons;
      const pro = lessons.find(
        (lesson): lesson is LessonSummary => lesson.type === 'lesson' && (lesson as LessonSummary).entitlements.view.includes('pro'),
      );
      if (!pro) continue;
      const payload = { lessonId: pro.lessonId, courseId: item.courseId, operationType: 'COMPLETE_LESSON' };
      const start = { ...payload, operationType: 'START_LESSON' };
      const refused = await ada.call('POST', '/api/lessons/mark-started', start);
      expect(refused.status).toBe(403);
      expect(refused.body.errors[0]).toMatchObject({ code: 'FORBIDDEN', errorMessage: 'This lesson is locked for you' });
      const after = ((await ada.call('GET', `/api/lessons?slug=${item.slug}`)).body.data as CourseLessons).lessons;
      expect(after.find((lesson) => (lesson as LessonSummary).lessonId === pro.lessonId)).toMatchObject({ progressStatus: 'Not Started' });
      expect((await ada.call('POST', '/api/lessons/mark-complete', payload)).status).toBe(403);
      expect((await bob.call('POST', '/api/lessons/mark-started', start)).status).toBe(200);
      expect((await bob.call('POST', '/api/lessons/mark-complete', payload)).status).toBe(200);
      return;
    }
    throw new Error('no pro lesson in the kube sample content');
  });
});

describe('favourites', () => {
  it('saves and removes a favourite course, moving the favourite count by one, and lists it on the dashboard', async () => {
    const favoriteCount = async () =>
      ((await ada.call('GET', '/api/courses/list')).body.data as CourseList).categories.find(
        (category) => category.categoryName === 'favorite',
      )!.options[0].count;
    const before = await favoriteCount();
    const saved = await ada.call('POST', '/api/favorite', { id: course.courseId, operationType: 'save', likeableType: 'course' });
    expect(saved.body.data).toEqual({ id: course.courseId, likeableType: 'course', isFavorite: true });
    expect(await favoriteCount()).toBe(before + 1);
    await ada.call('POST', '/api/favorite', { id: course.courseId, operationType: 'save', likeableType: 'course' });
    expect(await favoriteCount()).toBe(before + 1);
    const dashboard = (await ada.call('GET', '/api/favorite/userDashboard/favorites')).body.data;
    expect(dashboard.courses.map((item: { courseId: string }) => item.courseId)).toEqual([course.courseId]);
    expect((await bob.call('GET', '/api/favorite/userDashboard/favorites')).body.data.courses).toEqual([]);
    await ada.call('POST', '/api/favorite', { id: course.courseId, operationType: 'remove', likeableType: 'course' });
    expect(await favoriteCount()).toBe(before);
  });

  it('favourites lessons, guides and paths of this portal only', async () => {
    const [lesson] = openLessons();
    const guides = (await ada.call('GET', '/api/guides/list')).body.data.guides;
    const paths = (await ada.call('GET', '/api/paths/list')).body.data.paths;
    await ada.call('POST', '/api/favorite', { id: lesson.lessonId, operationType: 'save', likeableType: 'lesson' });
    await ada.call('POST', '/api/favorite', { id: guides[0].lessonId, operationType: 'save', likeableType: 'guide' });
    await ada.call('POST', '/api/favorite', { id: paths[0].pathId, operationType: 'save', likeableType: 'path' });
    const dashboard = (await ada.call('GET', '/api/favorite/userDashboard/favorites')).body.data;
    expect(dashboard.lessons.map((item: { lessonId: string }) => item.lessonId)).toEqual([lesson.lessonId]);
    expect(dashboard.guides.map((item: { lessonId: string }) => item.lessonId)).toEqual([guides[0].lessonId]);
    expect(dashboard.paths.map((item: { pathId: string }) => item.pathId)).toEqual([paths[0].pathId]);
    expect((await ada.call('POST', '/api/favorite', { id: lesson.lessonId, operationType: 'save', likeableType: 'course' })).status).toBe(
      404,
    );
    expect((await ada.call('POST', '/api/favorite', { id: lesson.lessonId, operationType: 'save', likeableType: 'video' })).status).toBe(
      400,
    );
    const springCourse = (await t.app.inject({ url: '/api/courses/list', headers: { host: 'spring.localhost' } })).json().data.courses[0];
    expect(
      (await ada.call('POST', '/api/favorite', { id: springCourse.courseId, operationType: 'save', likeableType: 'course' })).status,
    ).toBe(404);
  });
});

describe('knowledge checks', () => {
  const attempts = async () =>
    (await t.database.db.select({ total: count() }).from(quizAttempts).where(eq(quizAttempts.lessonId, check().lessonId)))[0].total;
  const check = () => outline.find((lesson) => lesson.type === 'knowledge-check')!;

  it('serves the quiz without its answer key', async () => {
    const quiz = (await t.app.inject({ url: `/api/lessons/knowledge-check?lessonId=${check().lessonId}`, headers: { host } })).json().data;
    expect(quiz.questions.length).toBe(quiz.totalQuestions);
    expect(JSON.stringify(quiz)).not.toMatch(/"answer"|\[x\]/);
    expect(quiz.lastAttempt).toBeNull();
  });

  it('refuses malformed submissions and answers for another quiz with 400, storing nothing', async () => {
    const quiz = (await ada.call('GET', `/api/lessons/knowledge-check?lessonId=${check().lessonId}`)).body.data;
    const all = quiz.questions.map((question: { questionIndex: number }) => ({ questionIndex: question.questionIndex, selected: [0] }));
    const bad = [
      all.slice(1),
      [...all, { questionIndex: 99, selected: [0] }],
      all.map((answer: { questionIndex: number }) => ({ ...answer, selected: [] })),
      all.map((answer: { questionIndex: number }) => ({ ...answer, selected: [42] })),
      all.map((answer: { questionIndex: number }) => ({ ...answer, selected: [0, 0] })),
      'not an array',
    ];
    for (const answers of bad) {
      const response = await ada.call('POST', '/api/lessons/knowledge-check', { lessonId: check().lessonId, answers });
      expect(response.status, JSON.stringify(answers)).toBe(400);
    }
    const notAQuiz = await ada.call('POST', '/api/lessons/knowledge-check', { lessonId: openLessons()[0].lessonId, answers: all });
    expect(notAQuiz.status).toBe(404);
    expect(await attempts()).toBe(0);
  });

  it('renders inline markdown in questions and options', async () => {
    const quiz = (await t.app.inject({ url: `/api/lessons/knowledge-check?lessonId=${check().lessonId}`, headers: { host } })).json().data;
    const options: string[] = quiz.questions.flatMap((question: { options: string[] }) => question.options);
    expect(options).toContain('Nothing; you have to run <code>kubectl rollout restart</code>');
    expect(options.join('')).not.toMatch(/`|<p>/);
  });

  it('withholds the correct answers from two failed attempts, shows them at the third (default), and completes on a pass', async () => {
    const who = await withId(bob);
    const url = `/api/lessons/knowledge-check?lessonId=${check().lessonId}`;
    expect((await bob.call('GET', url)).body.data).toMatchObject({ attempts: 0, answersAfterAttempts: 3 });
    for (const attempt of [1, 2]) {
      const wrong = answersTo(await servedDraw(t, who, check().lessonId), false);
      const failed = await bob.call('POST', '/api/lessons/knowledge-check', { lessonId: check().lessonId, answers: wrong });
      expect(failed.status).toBe(200);
      expect(failed.body.data).toMatchObject({ passed: false, score: 0, answersShown: false, attempts: attempt, answersAfterAttempts: 3 });
      expect(failed.body.data.message).not.toBe('');
      expect(JSON.stringify(failed.body.data)).not.toMatch(/"answer"|"explanation"/);
    }
    expect((await bob.call('GET', url)).body.data.attempts).toBe(2);
    // The third attempt shows the key as positions in its own order; the fourth is answered by those options' text.
    const shown = (await bob.call('GET', url)).body.data as QuizForLearner;
    const wrong = answersTo(await servedDraw(t, who, check().lessonId), false);
    const third = await bob.call('POST', '/api/lessons/knowledge-check', { lessonId: check().lessonId, answers: wrong });
    expect(third.body.data).toMatchObject({ passed: false, answersShown: true, attempts: 3 });
    const key = new Map<string, string[]>();
    for (const result of third.body.data.results as QuizResult['results']) {
      const question = shown.questions[result.questionIndex];
      key.set(
        question.question,
        result.answer!.map((position) => question.options[position]),
      );
    }
    const fourth = (await bob.call('GET', url)).body.data as QuizForLearner;
    const right = fourth.questions.map((question) => ({
      questionIndex: question.questionIndex,
      selected: key.get(question.question)!.map((option) => question.options.indexOf(option)),
    }));
    const pass = await bob.call('POST', '/api/lessons/knowledge-check', { lessonId: check().lessonId, answers: right });
    expect(pass.body.data).toMatchObject({ passed: true, score: 100, answersShown: true });
    // The result names the correct options where the fourth attempt showed them.
    expect(pass.body.data.results.map((result: { answer: number[] }) => result.answer)).toEqual(
      right.map((answer) => [...answer.selected].sort((x, y) => x - y)),
    );
    expect(await attempts()).toBe(4);
    const lessons = (await bob.call('GET', `/api/lessons?slug=${course.slug}`)).body.data.lessons as (LessonSummary | ModuleItem)[];
    expect(lessons.find((lesson) => lesson.lessonId === check().lessonId)).toMatchObject({ isComplete: true, progressStatus: 'Completed' });
    const again = (await bob.call('GET', url)).body.data;
    expect(again.lastAttempt).toMatchObject({ score: 100, passed: true });
  });

  it('shows the answers on a first attempt that passes, and stores the chosen options as content indexes', async () => {
    const who = await withId(ada);
    const url = `/api/lessons/knowledge-check?lessonId=${check().lessonId}`;
    // A reload shows the attempt in the same order.
    expect((await ada.call('GET', url)).body.data.questions).toEqual((await ada.call('GET', url)).body.data.questions);
    const right = answersTo(await servedDraw(t, who, check().lessonId), true);
    const pass = await ada.call('POST', '/api/lessons/knowledge-check', { lessonId: check().lessonId, answers: right });
    expect(pass.body.data).toMatchObject({ passed: true, answersShown: true, attempts: 1 });
    expect(pass.body.data.results[0].answer).toEqual(right[0].selected);
    const [{ quiz }] = await t.database.db.select({ quiz: lessonRows.quiz }).from(lessonRows).where(eq(lessonRows.id, check().lessonId));
    const [row] = await t.database.db
      .select()
      .from(quizAttempts)
      .where(and(eq(quizAttempts.userId, who.userId), eq(quizAttempts.lessonId, check().lessonId)));
    expect(row.answers.map((answer) => answer.selected)).toEqual(row.asked!.map((bankIndex) => quiz!.questions[bankIndex].answer));
  });

  it('refuses a submission for an attempt that was submitted meanwhile (another tab), storing nothing', async () => {
    const cy = await withId(await signedInLearner(t, 'kube', 'cy@example.com'));
    const lessonId = check().lessonId;
    const shownAt = (await cy.call('GET', `/api/lessons/knowledge-check?lessonId=${lessonId}`)).body.data.attempts;
    const wrong = answersTo(await servedDraw(t, cy, lessonId), false);
    expect((await cy.call('POST', '/api/lessons/knowledge-check', { lessonId, attempts: shownAt, answers: wrong })).status).toBe(200);
    const stored = await attempts();
    const again = await cy.call('POST', '/api/lessons/knowledge-check', { lessonId, attempts: shownAt, answers: wrong });
    expect(again.status).toBe(409);
    expect(again.body.errors[0]).toMatchObject({ code: 'ATTEMPT_SUPERSEDED' });
    expect(await attempts()).toBe(stored);
    const next = await cy.call('POST', '/api/lessons/knowledge-check', {
      lessonId,
      attempts: shownAt + 1,
      answers: answersTo(await servedDraw(t, cy, lessonId), true),
    });
    expect(next.body.data).toMatchObject({ passed: true, attempts: 2 });
  });
});

describe('labs', () => {
  it('gives the lab instructions with the lab environment for a learner who may open it', async () => {
    const lab = outline.find((lesson) => lesson.type === 'lab')!;
    const url = `/courses/${course.slug}/lessons/${lab.slug}`;
    const visitor = (
      await t.app.inject({ url: `/api/lessons/lab?url=${encodeURIComponent(url)}&lessonId=${lab.lessonId}`, headers: { host } })
    ).json().data;
    if (lab.entitlements.view.length > 0)
      expect(visitor).toMatchObject({
        instructions: null,
        environmentUrl: null,
        lock: { requires: lab.entitlements.view.includes('pro') ? 'pro' : 'auth' },
      });
    const learner = (await bob.call('GET', `/api/lessons/lab?url=${encodeURIComponent(url)}&lessonId=${lab.lessonId}`)).body.data;
    expect(learner.instructions).toContain('<pre');
    expect(learner.environmentUrl).toMatch(new RegExp(`^https://labs.example.com/kube/${course.slug}/${lab.slug}\\?learner=`));
    expect(learner.requirements.length).toBeGreaterThan(0);
    expect((await bob.call('GET', `/api/lessons/lab?url=${encodeURIComponent('/elsewhere')}&lessonId=${lab.lessonId}`)).status).toBe(400);
    expect(
      (
        await bob.call(
          'GET',
          `/api/lessons/lab?url=${encodeURIComponent(`/courses/${course.slug}/lessons/${openLessons()[0].slug}`)}&lessonId=${openLessons()[0].lessonId}`,
        )
      ).status,
    ).toBe(404);
  });

  it('opens a guide with a lab at /guides/{slug}, its body as the instructions', async () => {
    const { guides } = (await bob.call('GET', '/api/guides/list')).body.data as {
      guides: { lessonId: string; slug: string; labType: string }[];
    };
    const labGuide = guides.find((guide) => guide.labType === 'externalLab')!;
    const plainGuide = guides.find((guide) => guide.labType === 'none')!;
    const lab = (
      await bob.call('GET', `/api/lessons/lab?url=${encodeURIComponent(`/guides/${labGuide.slug}`)}&lessonId=${labGuide.lessonId}`)
    ).body.data;
    expect(lab.lessonId).toBe(labGuide.lessonId);
    expect(lab.instructions).toContain('<pre');
    expect(lab.requirements.join(' ')).toMatch(/kind 0\.31/);
    expect(lab.environmentUrl).toMatch(new RegExp(`^https://labs.example.com/kube/guides/${labGuide.slug}\\?learner=`));
    expect(
      (await bob.call('GET', `/api/lessons/lab?url=${encodeURIComponent(`/guides/${plainGuide.slug}`)}&lessonId=${plainGuide.lessonId}`))
        .status,
    ).toBe(404);
    expect(
      (await bob.call('GET', `/api/lessons/lab?url=${encodeURIComponent(`/guides/${labGuide.slug}`)}&lessonId=${plainGuide.lessonId}`))
        .status,
    ).toBe(404);
  });
});

describe('lesson video', () => {
  it("serves a video kept with the content from the portal's assets, with its hosted-player id, poster and captions", async () => {
    const { lesson } = (await bob.call('GET', '/api/lessons/kubernetes-fundamentals/how-kubernetes-works')).body.data;
    expect(lesson.video).toEqual({
      src: '/api/content-assets/kube/videos/how-kubernetes-works.webm',
      videoId: 'kube-how-kubernetes-works',
      title: 'How Kubernetes works, in eight seconds',
      poster: '/api/content-assets/kube/videos/how-kubernetes-works.webp',
      captions: [{ src: '/api/content-assets/kube/videos/how-kubernetes-works.en.vtt', language: 'en', label: 'English' }],
    });
    const file = await t.app.inject({ url: lesson.video.src, headers: { host } });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('video/webm');
    expect(file.rawPayload.subarray(0, 4)).toEqual(Buffer.from([0x1a, 0x45, 0xdf, 0xa3]));
    const poster = await t.app.inject({ url: lesson.video.poster, headers: { host } });
    expect(poster.statusCode).toBe(200);
    expect(poster.headers['content-type']).toBe('image/webp');
    expect(poster.rawPayload.subarray(8, 12).toString('latin1')).toBe('WEBP');
    const captions = await t.app.inject({ url: lesson.video.captions[0].src, headers: { host } });
    expect(captions.statusCode).toBe(200);
    expect(captions.headers['content-type']).toMatch(/^text\/vtt/);
    expect(captions.body).toMatch(/^WEBVTT\n\n00:00:00\.000 --> 00:00:08\.000\n/);
  });
});
