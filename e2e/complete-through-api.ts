import type { Page } from '@playwright/test';

/**
 * Completes lessons through the API with the page's own sign-in, as its buttons would: the lesson
 * screens themselves are learning.e2e.ts's journey. A knowledge check is passed with `answers`
 * (option indexes per question).
 */
export async function completeThroughApi(page: Page, courseId: string, lessons: { lessonId: string; type: string }[], answers: number[][]) {
  await page.evaluate(
    async ({ courseId, lessons, answers }) => {
      const { accessToken } = JSON.parse(localStorage.getItem('auth')!) as { accessToken: string };
      const post = async (path: string, body: object) => {
        const response = await fetch(`/api${path}`, {
          method: 'POST',
          headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
        if (!response.ok) throw new Error(`${path} answered ${response.status}`);
      };
      for (const lesson of lessons) {
        if (lesson.type === 'knowledge-check') {
          await post('/lessons/knowledge-check', {
            lessonId: lesson.lessonId,
            answers: answers.map((selected, questionIndex) => ({ questionIndex, selected })),
          });
        } else {
          await post('/lessons/mark-complete', { lessonId: lesson.lessonId, courseId, operationType: 'COMPLETE_LESSON' });
        }
      }
    },
    { courseId, lessons, answers },
  );
}
