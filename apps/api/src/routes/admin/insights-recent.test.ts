import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Insights } from '@academy/shared';
import { adminCaller, type Caller } from '../../test/caller';
import { completeLesson, courseOutline, type Learner } from '../../test/complete-lessons';
import { signedInLearner } from '../../test/learner';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * Issue 34 point 6 (decision 063): a completion shows in the insights within the recent refresh's
 * period, with no Refresh now. The server runs its real timers: the full refresh once an hour, the
 * recent one every second (production: every minute), so the bound is checked in seconds.
 */
const RECENT_SECONDS = 1;
let t: TestApp;
let admin: Caller;

beforeAll(async () => {
  t = await createTestApp({ INSIGHTS_REFRESH_MINUTES: '60', INSIGHTS_RECENT_REFRESH_SECONDS: String(RECENT_SECONDS) });
  admin = await adminCaller(t, 'kube');
});
afterAll(() => t.close());

const today = () => new Date().toISOString().slice(0, 10);
const insights = async (): Promise<Insights> => (await admin('GET', '/api/admin/insights')).body.data;

/** Reads the opening range until `done` holds, and says how long that took. */
async function waitFor(done: (data: Insights) => boolean, limitMs: number): Promise<{ data: Insights; ms: number }> {
  const started = performance.now();
  for (;;) {
    const data = await insights();
    const ms = performance.now() - started;
    if (done(data) || ms > limitMs) return { data, ms };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

it("keeps today's figures of the opening range current within the recent refresh's period, without Refresh now", async () => {
  const first = await waitFor((data) => data.recentRefreshedAt !== null, 10_000);
  expect(first.data).toMatchObject({ refreshMinutes: 60, recentRefreshSeconds: RECENT_SECONDS });
  const fullRefreshAt = first.data.refreshedAt;
  const completedBefore = first.data.totals.coursesCompleted;

  const signedIn = await signedInLearner(t, 'kube', 'recent-insights@example.com', { isPro: true });
  const who: Learner = { ...signedIn, userId: (await signedIn.call('GET', '/api/user/getUserDetails')).body.data.userId };
  const { courseId, lessons } = await courseOutline(who, 'kubernetes-fundamentals');
  for (const lesson of lessons) await completeLesson(t, who, courseId, lesson);
  const completedAt = Date.now();

  // The timer's period plus one refresh of the three portals on a loaded machine.
  const { data, ms } = await waitFor((answer) => answer.totals.coursesCompleted === completedBefore + 1, 15_000);
  expect(data.totals.coursesCompleted, `still ${data.totals.coursesCompleted} after ${Math.round(ms)} ms`).toBe(completedBefore + 1);
  expect(data.activityDays.at(-1)).toMatchObject({ day: today(), coursesCompleted: 1, coursesStarted: 1, activeLearners: 1 });
  expect(data.courses.find((course) => course.courseId === courseId)).toMatchObject({ started: 1, completed: 1, startedCompleted: 1 });
  // The recent refresh did it: the full one has not run again, and the answer says when the recent one did.
  expect(data.refreshedAt).toBe(fullRefreshAt);
  expect(Date.parse(data.recentRefreshedAt!)).toBeGreaterThan(completedAt - 1_000);

  // A full refresh computes the same figures: the recent one replaced the days it recomputed, no more, no less.
  expect((await admin('POST', '/api/admin/insights/refresh')).body.data.refreshed).toBe(true);
  const full = await insights();
  const figures = ({ totals, activityDays, activityWeeks, courses, questions, ratingDays, favorites }: Insights) => ({
    totals,
    activityDays,
    activityWeeks,
    courses,
    questions,
    ratingDays,
    favorites,
  });
  expect(full.refreshedAt).not.toBe(fullRefreshAt);
  expect(figures(full)).toEqual(figures(data));
});
