import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from './fixtures';
import { authorPortal, startAuthorAcademy, type AuthorAcademy } from './author-academy';

const LESSON_FILE = 'kube/courses/kubernetes-fundamentals/01-getting-started/01-how-kubernetes-works.md';
const FIRST_SENTENCE = 'Kubernetes is a system for running containers on a group of machines and keeping them running.';
const EDITED_SENTENCE = 'Kubernetes, as its author just wrote, runs containers on a group of machines and keeps them running.';

let academy: AuthorAcademy;

test.describe('npm run author: live preview of content/', () => {
  test.describe.configure({ mode: 'serial', timeout: 360_000 });

  test.beforeAll(async () => {
    test.setTimeout(300_000);
    academy = await startAuthorAcademy();
  });

  test.afterAll(async () => {
    await academy?.stop();
  });

  test('a saved lesson shows on the open page without a reload, a broken fence lays its file and line over it, and the fix clears it', async ({
    page,
  }) => {
    const file = join(academy.contentDir, LESSON_FILE);
    const original = readFileSync(file, 'utf8');
    await page.goto(authorPortal('/courses/kubernetes-fundamentals/lessons/how-kubernetes-works'));
    await expect(page.getByText(FIRST_SENTENCE)).toBeVisible();
    const overlay = page.getByRole('alert').filter({ hasText: 'The content check found' });
    await expect(overlay).toHaveCount(0);
    // Survives only as long as the document does: a reload would drop it.
    await page.evaluate(() => Object.assign(window, { openedOnce: true }));
    const openedOnce = () => page.evaluate(() => (window as unknown as { openedOnce?: boolean }).openedOnce === true);

    writeFileSync(file, original.replace(FIRST_SENTENCE, EDITED_SENTENCE));
    await expect(page.getByText(EDITED_SENTENCE)).toBeVisible({ timeout: 60_000 });
    await expect(page.getByText(FIRST_SENTENCE)).toHaveCount(0);
    expect(await openedOnce()).toBe(true);

    // A fence added before the practice, whose feedback is a closed disclosure (decision 069).
    const edited = readFileSync(file, 'utf8');
    const practiceAt = edited.indexOf('\n## Practice');
    expect(practiceAt, 'the lesson ends with a practice').toBeGreaterThan(0);
    const withFence = (language: string) =>
      `${edited.slice(0, practiceAt)}\n\n\`\`\`${language}\nkubectl get pods\n\`\`\`\n${edited.slice(practiceAt)}`;
    const fenceLine = edited.slice(0, practiceAt).split('\n').length + 2;
    writeFileSync(file, withFence(''));
    await expect(overlay).toBeVisible({ timeout: 60_000 });
    await expect(overlay).toContainText('The content check found a problem');
    await expect(overlay).toContainText(`${LESSON_FILE}:${fenceLine}`);
    await expect(overlay).toContainText('a code fence must name its language (text for plain output)');
    // The course keeps its last imported version under the overlay.
    await expect(page.getByText(EDITED_SENTENCE)).toBeVisible();

    writeFileSync(file, withFence('bash'));
    await expect(overlay).toHaveCount(0, { timeout: 60_000 });
    await expect(page.locator('pre').filter({ hasText: 'kubectl get pods' })).toBeVisible();
    expect(await openedOnce()).toBe(true);
    // For the report: each import after the first (start-up) one, in milliseconds.
    test.info().annotations.push({ type: 'kube re-imports (ms)', description: academy.importTimes.slice(1).join(', ') });
    console.log(`kube imports (ms): ${academy.importTimes.join(', ')}`);
  });
});
