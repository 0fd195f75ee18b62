import type { Page } from '@playwright/test';

/**
 * The kube sample course's knowledge check: the start of each right option's text, by question. Each
 * attempt shows the options in an order of its own (decision 066), so answers are chosen by text.
 */
export const SAMPLE_CHECK_RIGHT = [
  ['The ReplicaSet controller sees two Pods instead of three'],
  ['The selector does not match the labels in the Pod template'],
  [
    'Services that select the Pod stop sending it traffic',
    'During a rolling update, the new Pod does not count as available',
    'The container keeps running',
  ],
  ['The old value, until the Pods are restarted'],
  ['Their values are base64-encoded', 'RBAC can grant access to ConfigMaps without granting access to Secrets'],
];
/** One wrong option of each question of the sample check. */
export const SAMPLE_CHECK_WRONG = [
  ['The kubelet on the failed node restarts the Pod'],
  ['replicas must be an odd number'],
  ['The kubelet restarts the container'],
  ['The new value, within about a minute'],
  ['They are always encrypted in etcd'],
];

/**
 * Completes lessons through the API with the page's own sign-in, as its buttons would: the lesson
 * screens themselves are learning.e2e.ts's journey. A knowledge check is passed with `answers` (the
 * start of each option's text to choose, by question), found where the attempt's view shows them.
 */
export async function completeThroughApi(page: Page, courseId: string, lessons: { lessonId: string; type: string }[], answers: string[][]) {
  await page.evaluate(
    async ({ courseId, lessons, answers }) => {
      const { accessToken } = JSON.parse(localStorage.getItem('auth')!) as { accessToken: string };
      const call = async (path: string, body?: object) => {
        const response = await fetch(`/api${path}`, {
          method: body ? 'POST' : 'GET',
          headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
          body: body && JSON.stringify(body),
        });
        if (!response.ok) throw new Error(`${path} answered ${response.status}`);
        return ((await response.json()) as { data: unknown }).data;
      };
      const text = (html: string) => new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '';
      for (const lesson of lessons) {
        if (lesson.type === 'knowledge-check') {
          const quiz = (await call(`/lessons/knowledge-check?lessonId=${lesson.lessonId}`)) as { questions: { options: string[] }[] };
          const chosen = quiz.questions.map(({ options }, questionIndex) => ({
            questionIndex,
            selected: answers[questionIndex].map((start) => options.findIndex((option) => text(option).startsWith(start))),
          }));
          const result = (await call('/lessons/knowledge-check', { lessonId: lesson.lessonId, answers: chosen })) as { passed: boolean };
          if (!result.passed) throw new Error(`the knowledge check ${lesson.lessonId} was not passed`);
        } else {
          await call('/lessons/mark-complete', { lessonId: lesson.lessonId, courseId, operationType: 'COMPLETE_LESSON' });
        }
      }
    },
    { courseId, lessons, answers },
  );
}
