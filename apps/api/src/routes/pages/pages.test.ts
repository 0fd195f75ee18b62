import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TENANTS, type Page } from '@academy/shared';
import { readSampleContent } from '../../test/sample-content';
import { visitorGet } from '../../test/caller';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let content: Awaited<ReturnType<typeof readSampleContent>>;
beforeAll(async () => {
  [t, content] = await Promise.all([createTestApp(), readSampleContent()]);
});
afterAll(() => t.close());

describe.each(TENANTS)('pages of %s', (tenant) => {
  it.each(['about', 'faq', 'terms', 'privacy', 'california-privacy', 'community'])('serves %s by slug and by id', async (slug) => {
    expect(content[tenant].pages.map((page) => page.slug)).toContain(slug);
    const bySlug = await visitorGet<Page>(t, `/api/pages/${slug}`, `${tenant}.localhost`);
    expect(bySlug.status).toBe(200);
    expect(bySlug.body.data.page.body).toContain('<p>');
    const byId = await visitorGet<Page>(t, `/api/pages/${bySlug.body.data.page.pageId}`, `${tenant}.localhost`);
    expect(byId.body.data.page.slug).toBe(slug);
  });
});

it("answers 404 for an unknown page and for another portal's page id", async () => {
  expect((await visitorGet<Page>(t, '/api/pages/no-such-page', 'kube.localhost')).status).toBe(404);
  const kubeAbout = await visitorGet<Page>(t, '/api/pages/about', 'kube.localhost');
  expect((await visitorGet<Page>(t, `/api/pages/${kubeAbout.body.data.page.pageId}`, 'spring.localhost')).status).toBe(404);
  expect((await visitorGet<Page>(t, '/api/pages/Not_A_Slug', 'kube.localhost')).status).toBe(400);
});
