import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, contentAssets, courses } from '../../db/schema';
import { adminToken } from '../../test/admin-token';
import { adminCaller, callerFor, type Caller } from '../../test/caller';
import { createTestApp, type TestApp } from '../../test/test-app';
import { PRACTICE } from '../../test/practice';

const files = [
  { path: 'kube/instructors/ada.md', text: '---\nname: Ada\ntitle: Engineer\nphoto: instructors/ada.svg\n---\nBio.' },
  { path: 'kube/assets/instructors/ada.svg', text: '<svg xmlns="http://www.w3.org/2000/svg"/>' },
  {
    path: 'kube/courses/pods/course.md',
    text: '---\ntitle: Pods\nsummary: Pods.\nlevel: Beginner\ntopics: [Workloads]\ninstructors: [ada]\n---\nAbout pods.',
  },
  { path: 'kube/courses/pods/01-basics/module.md', text: '---\ntitle: Basics\n---\n' },
  {
    path: 'kube/courses/pods/01-basics/01-intro.md',
    text: `---\ntitle: Intro\nsummary: Intro.\nduration: 5m\nobjectives: [Name what a pod is]\n---\nHello pods.${PRACTICE}`,
  },
  {
    path: 'kube/guides/debug.md',
    text: '---\ntitle: Debug\nsummary: Debug.\nlevel: Beginner\ntopics: [Workloads]\nduration: 20m\n---\nSteps.',
  },
  {
    path: 'kube/paths/start.md',
    text: '---\ntitle: Start\nsummary: Start.\nlevel: Beginner\ntopics: [Workloads]\ncourses: [pods]\n---\nGo.',
  },
];

let t: TestApp;
let writer: Caller;
let alertsOnly: Caller;
let admin: Caller;
let tokenId: string;
beforeAll(async () => {
  t = await createTestApp();
  const content = await adminToken(t, 'kube', 'Content pipeline', ['content:write']);
  tokenId = content.tokenId;
  writer = callerFor(t, 'kube', content.token);
  alertsOnly = callerFor(t, 'kube', (await adminToken(t, 'kube', 'Alerts', ['alerts:write'])).token);
  admin = await adminCaller(t, 'kube');
});
afterAll(() => t.close());

const publishedKubeCourses = async () =>
  (await t.database.db.select({ slug: courses.slug, published: courses.published }).from(courses).where(eq(courses.tenantId, 'kube')))
    .filter((row) => row.published)
    .map((row) => row.slug);

describe('POST /api/admin/content', () => {
  it("refuses a token without content:write and leaves the portal's content alone", async () => {
    const before = await publishedKubeCourses();
    const response = await alertsOnly('POST', '/api/admin/content', { payload: { files } });
    expect(response.status).toBe(403);
    expect(response.body.errors[0].errorMessage).toBe('This personal access token lacks the content:write ability');
    expect(await publishedKubeCourses()).toEqual(before);
  });

  it('refuses files for another portal, an empty bundle and a bundle with issues, changing nothing', async () => {
    const before = await publishedKubeCourses();
    const foreign = await writer('POST', '/api/admin/content', {
      payload: { files: [...files, { path: 'spring/guides/x.md', text: 'x' }] },
    });
    expect(foreign.status).toBe(403);
    expect(foreign.body.errors[0].errorMessage).toBe(
      'Only kube/ files can be imported into the kube portal; spring/guides/x.md is not one',
    );
    expect((await writer('POST', '/api/admin/content', { payload: { files: [] } })).status).toBe(400);
    const broken = files.map((file) => (file.path.endsWith('course.md') ? { ...file, text: '---\ntitle: Pods\n---\n' } : file));
    const invalid = await writer('POST', '/api/admin/content', { payload: { files: broken } });
    expect(invalid.status).toBe(400);
    expect(invalid.body.errors[0].errorMessage).toMatch(
      /^The bundle has \d+ issue\(s\), nothing was imported: kube\/courses\/pods\/course\.md:/,
    );
    expect((await writer('POST', '/api/admin/content', { payload: { files: [{ path: 'kube/x.md' }] } })).status).toBe(400);
    expect(await publishedKubeCourses()).toEqual(before);
  });

  it('imports the bundle the CLI reads for the portal, visible at once, and records it', async () => {
    const picture = { path: 'kube/assets/big.png', base64: randomBytes(1_200_000).toString('base64') };
    const response = await writer('POST', '/api/admin/content', { payload: { files: [...files, picture] } });
    expect(response.status).toBe(200);
    expect(response.body.data).toEqual({
      message: 'kube: 1 courses, 1 lessons, 1 guides, 1 paths, 1 instructors, 0 pages',
      result: { tenantId: 'kube', courses: 1, lessons: 1, guides: 1, paths: 1, instructors: 1, pages: 0 },
    });
    expect(await publishedKubeCourses()).toEqual(['pods']);
    const list = (await callerFor(t, 'kube')('GET', '/api/courses/list')).body.data.courses;
    expect(list.map((course: { slug: string }) => course.slug)).toEqual(['pods']);
    expect(
      await t.database.db.select({ path: contentAssets.path }).from(contentAssets).where(eq(contentAssets.path, 'big.png')),
    ).toHaveLength(1);
    const [audit] = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'content.import'));
    expect(audit).toMatchObject({
      tenantId: 'kube',
      actorTokenId: tokenId,
      actorLabel: 'token:Content pipeline',
      entityId: 'kube',
      after: { files: 8, courses: 1 },
    });
  });

  it('refuses front matter links that are not http(s), naming each field, and imports nothing', async () => {
    const before = await publishedKubeCourses();
    const hostile = files.map((file) => {
      if (file.path.endsWith('ada.md')) {
        return {
          ...file,
          text: '---\nname: Ada\ntitle: Engineer\nphoto: instructors/ada.svg\nsocials:\n  github: javascript:alert(1)\n  website: data:text/html,<script>alert(1)</script>\n---\nBio.',
        };
      }
      if (file.path.endsWith('01-intro.md')) {
        return {
          ...file,
          text: '---\ntitle: Intro\nsummary: Intro.\nduration: 5m\nvideo:\n  src: videos/intro.webm\n  poster: javascript:alert(1)\nobjectives: [Name what a pod is]\n---\nHello pods.',
        };
      }
      return file;
    });
    const response = await writer('POST', '/api/admin/content', { payload: { files: hostile } });
    expect(response.status).toBe(400);
    const message: string = response.body.errors[0].errorMessage;
    expect(message).toContain('kube/instructors/ada.md:6 [socials.github] must be an http or https address');
    expect(message).toContain('kube/instructors/ada.md:7 [socials.website] must be an http or https address');
    expect(message).toContain(
      'kube/courses/pods/01-basics/01-intro.md:7 [video.poster] must be an http or https address or an assets path ending in .webp, .png or .jpg',
    );
    expect(await publishedKubeCourses()).toEqual(before);
  });

  it('refuses javascript: and data: links and images in imported markdown, naming each line', async () => {
    // The renderer strips such links as well (render-markdown.test.ts); the importer stops them first.
    const body = [
      '[run](javascript:alert(1)) [html](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==) [ok](https://kubernetes.io/docs/)',
      '![pixel](data:image/svg+xml;base64,PHN2Zy8+) <javascript:alert(1)> [ref][evil]',
      '[evil]: jav&#x61;script:alert(1)',
    ].join('\n\n');
    const before = await publishedKubeCourses();
    const withLinks = files.map((file) =>
      file.path.endsWith('01-intro.md')
        ? { ...file, text: `---\ntitle: Intro\nsummary: Intro.\nduration: 5m\nobjectives: [Name what a pod is]\n---\n${body}` }
        : file,
    );
    const refused = await writer('POST', '/api/admin/content', { payload: { files: withLinks } });
    expect(refused.status).toBe(400);
    const message: string = refused.body.errors[0].errorMessage;
    for (const [line, link] of [
      [7, 'javascript:alert(1'],
      [7, 'data:text/html'],
      [9, 'data:image/svg+xml'],
      [9, 'javascript:alert(1)'],
      [11, 'jav&#x61;script'],
    ]) {
      expect(message).toContain(`kube/courses/pods/01-basics/01-intro.md:${line} link "${link}`);
    }
    expect(message).not.toContain('kubernetes.io');
    expect(await publishedKubeCourses()).toEqual(before);
  });

  it('is open to a signed-in admin too', async () => {
    expect((await admin('POST', '/api/admin/content', { payload: { files } })).status).toBe(200);
  });

  it('refuses an anonymous caller before reading a body past the limit, and keeps other admin bodies small', async () => {
    const huge = { files: [{ path: 'kube/assets/huge.png', base64: 'A'.repeat(17 * 1_048_576) }] };
    expect((await callerFor(t, 'kube')('POST', '/api/admin/content', { payload: huge })).status).toBe(401);
    expect((await writer('POST', '/api/admin/content', { payload: huge })).status).toBe(413);
    expect((await admin('POST', '/api/alerts/create', { payload: { message: 'x'.repeat(40_000), level: 'info' } })).status).toBe(413);
  });
});
