import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { firstLoadChunks, readBuildManifest } from '../../apps/web/first-load';

/** The screens a visitor's first page is most often drawn with, as the build's manifest names them. */
const PUBLIC_SCREENS = [
  'src/app/routes/home-page.tsx',
  'src/features/courses/components/courses-page.tsx',
  'src/features/courses/components/course-details-page.tsx',
  'src/features/lessons/components/lesson-page.tsx',
  'src/features/guides/components/guides-page.tsx',
  'src/features/guides/components/guide-page.tsx',
  'src/features/paths/components/paths-page.tsx',
  'src/features/paths/components/path-details-page.tsx',
  'src/features/instructors/components/instructors-page.tsx',
  'src/features/instructors/components/instructor-page.tsx',
];

/**
 * Decision 017: the first load carries no zod. Building a schema is work on the main thread of
 * every visitor's load (18 ms of a home page's here when the API client's module pulled the content
 * schemas in through one constant), so forms and admin screens load their schemas with themselves.
 */
describe("a public page's first load, as the release ships it", () => {
  it('holds no zod schema code: the boot, the app it starts and the public screens, with every chunk they import', async () => {
    const web = join(inject('release').appDir, 'web');
    const manifest = readBuildManifest(web);
    const chunks = firstLoadChunks(manifest, PUBLIC_SCREENS);
    expect(chunks.length).toBeGreaterThan(PUBLIC_SCREENS.length);
    for (const key of chunks) {
      const code = await readFile(join(web, manifest[key].file), 'utf8');
      expect(code.includes('$ZodObject'), `${manifest[key].file} (from ${key}) holds zod's object schema`).toBe(false);
    }
  });
});
