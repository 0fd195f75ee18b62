import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationEmails } from '../../db/schema';
import { signedInLearner } from '../../test/learner';
import { startSmtpPeer, type SmtpPeer } from '../../test/smtp-peer';
import { createTestApp, type TestApp } from '../../test/test-app';

let peer: SmtpPeer;
let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInLearner>>;
let courseId: string;
let lessonIds: string[];
const context = { userAgent: 'vitest', url: 'http://kube.localhost/x', route: '/x' };

beforeAll(async () => {
  peer = await startSmtpPeer();
  t = await createTestApp({ SMTP_URL: peer.url });
  admin = await signedInLearner(t, 'kube', 'feedback-admin@example.com', { isAdmin: true });
  const details = (
    await t.app.inject({ url: '/api/courses/details?slug=kubernetes-fundamentals', headers: { host: 'kube.localhost' } })
  ).json().data;
  courseId = details.course.courseId;
  lessonIds = details.modules.flatMap((module: { lessons: { lessonId: string }[] }) => module.lessons.map((lesson) => lesson.lessonId));
  const survey = (feedbackableType: string, feedbackableId: string, rating: number) => ({
    feedbackableType,
    feedbackableId,
    courseId,
    schema: 'tenant-survey-v1',
    rating,
    context,
    feedback: { levels: ['beginner'] },
  });
  for (const payload of [
    {
      feedbackableType: 'lesson',
      feedbackableId: lessonIds[0],
      courseId,
      schema: 'lesson-v2',
      comments: '<b>typo</b> in step 2',
      isBug: true,
      context,
    },
    { feedbackableType: 'course', feedbackableId: courseId, courseId, schema: 'course-v1', comments: 'Loved it', context },
    { feedbackableType: '', schema: 'tenant-v1', comments: 'Nice portal', context },
    survey('lesson', lessonIds[0], 5),
    survey('lesson', lessonIds[0], 2),
    survey('course', courseId, 4),
  ]) {
    const response = await admin.call('POST', '/api/feedback', payload);
    expect(response.status).toBe(200);
  }
  await t.app.inject({
    method: 'POST',
    url: '/api/feedback',
    headers: { host: 'spring.localhost' },
    payload: { feedbackableType: '', schema: 'tenant-v1', comments: 'spring only', context },
  });
});
afterAll(async () => {
  await t.close();
  await peer.close();
});

describe('GET /api/admin/feedback', () => {
  it("lists the portal's submissions newest first, with titles, who sent them, and comments as sent", async () => {
    const { status, body } = await admin.call('GET', '/api/admin/feedback');
    expect(status).toBe(200);
    expect(body.data.totalElements).toBe(6);
    expect(body.data.result.every((item: { tenantId: string }) => item.tenantId === 'kube')).toBe(true);
    const bug = body.data.result.find((item: { isBug: boolean }) => item.isBug);
    expect(bug).toMatchObject({
      comments: '<b>typo</b> in step 2',
      schema: 'lesson-v2',
      feedbackableTitle: expect.any(String),
      courseTitle: 'Kubernetes Fundamentals',
      userEmail: 'feedback-admin@example.com',
    });
  });

  it('filters by type and rating, and pages', async () => {
    const lessons = (await admin.call('GET', '/api/admin/feedback?type=lesson')).body.data;
    expect(lessons.totalElements).toBe(1);
    const general = (await admin.call('GET', '/api/admin/feedback?type=general')).body.data;
    expect(general.result.map((item: { schema: string }) => item.schema).sort()).toEqual([
      'tenant-survey-v1',
      'tenant-survey-v1',
      'tenant-survey-v1',
      'tenant-v1',
    ]);
    const fives = (await admin.call('GET', '/api/admin/feedback?rating=5')).body.data;
    expect(fives.result).toHaveLength(1);
    const page = (await admin.call('GET', '/api/admin/feedback?pageSize=4&pageNumber=1')).body.data;
    expect(page).toMatchObject({ totalElements: 6 });
    expect(page.result).toHaveLength(2);
  });

  it('searches comments, the page, the title of what it is about and the sender, on the server', async () => {
    const search = async (q: string) => (await admin.call('GET', `/api/admin/feedback?q=${encodeURIComponent(q)}`)).body.data;
    expect((await search('LOVED')).result.map((item: { comments: string }) => item.comments)).toEqual(['Loved it']);
    expect((await search('<b>typo')).totalElements).toBe(1);
    expect((await search('kubernetes fundamentals')).totalElements).toBe(2);
    expect((await search('feedback-admin@')).totalElements).toBe(6);
    expect((await search('100%')).totalElements).toBe(0);
    const combined = (await admin.call('GET', '/api/admin/feedback?q=loved&type=lesson')).body.data;
    expect(combined.totalElements).toBe(0);
    expect((await admin.call('GET', `/api/admin/feedback?q=${'x'.repeat(201)}`)).status).toBe(400);
  });

  it("stores the survey about the portal, whatever page it was sent from, and averages its stars into the portal's site rating only", async () => {
    const { result, siteRatings } = (await admin.call('GET', '/api/admin/feedback')).body.data;
    const surveys = result.filter((item: { schema: string }) => item.schema === 'tenant-survey-v1');
    expect(surveys.map((item: { rating: number }) => item.rating).sort()).toEqual([2, 4, 5]);
    for (const item of surveys) {
      expect(item).toMatchObject({ feedbackableType: '', feedbackableId: '', feedbackableTitle: null, courseTitle: null });
      expect(item.context.route).toBe('/x');
    }
    expect(siteRatings).toEqual([{ tenantId: 'kube', averageRating: 3.67, ratings: 3 }]);
  });

  it("refuses another portal's feedback even to the admin of that portal with the same login", async () => {
    // The attack: sign up on spring with the kube admin's address and be made admin there, then ask kube for spring.
    const springAdmin = await signedInLearner(t, 'spring', 'feedback-admin@example.com', { isAdmin: true });
    const crossed = await admin.call('GET', '/api/admin/feedback?tenant=spring');
    expect(crossed.status).toBe(403);
    expect(crossed.body.errors[0].errorMessage).toContain('You are managing the kube portal');
    expect(JSON.stringify(crossed.body)).not.toContain('spring only');
    // A token is good only for the portal that issued it, whatever the e-mail in it.
    const foreignToken = await t.app.inject({
      url: '/api/admin/feedback',
      headers: { host: 'kube.localhost:3000', authorization: `Bearer ${springAdmin.token}` },
    });
    expect(foreignToken.statusCode).toBe(401);
    const own = await springAdmin.call('GET', '/api/admin/feedback');
    expect(own.body.data.result.map((item: { comments: string }) => item.comments)).toEqual(['spring only']);
  });

  it('accepts the portal filter naming its own portal', async () => {
    const { status, body } = await admin.call('GET', '/api/admin/feedback?tenant=kube');
    expect(status).toBe(200);
    expect(body.data.totalElements).toBe(6);
  });

  it('refuses learners', async () => {
    const learner = await signedInLearner(t, 'kube', 'curious-learner@example.com');
    expect((await learner.call('GET', '/api/admin/feedback')).status).toBe(403);
  });
});

describe('bug reports', () => {
  it("are mailed to the portal's verified feedback addresses", async () => {
    await t.database.db
      .insert(notificationEmails)
      .values({ tenantId: 'kube', type: 'feedback', email: 'bugs@kube.example.com', verifiedAt: new Date() });
    const sent = await admin.call('POST', '/api/feedback', {
      feedbackableType: '',
      schema: 'tenant-v1',
      comments: 'The menu overlaps the footer',
      isBug: true,
      context,
    });
    expect(sent.status).toBe(200);
    const mail = await peer.waitFor((item) => item.text.includes('The menu overlaps the footer'));
    expect(mail.to).toEqual(['bugs@kube.example.com']);
    expect(mail.subject).toBe('[Kube Academy] Bug reported on /x');
  });
});
