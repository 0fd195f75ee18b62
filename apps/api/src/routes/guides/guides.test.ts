import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TENANTS, type GuideDetail, type GuideList } from '@academy/shared';
import { byOrder, readSampleContent } from '../../test/sample-content';
import { visitorGet } from '../../test/caller';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let content: Awaited<ReturnType<typeof readSampleContent>>;
beforeAll(async () => {
  [t, content] = await Promise.all([createTestApp(), readSampleContent()]);
});
afterAll(() => t.close());

describe.each(TENANTS)('guides of %s', (tenant) => {
  const host = `${tenant}.localhost`;

  it('lists the portal guides in order with topic and level filters', async () => {
    const { body } = await visitorGet<GuideList>(t, '/api/guides/list', host);
    expect(body.data.guides.map((guide) => guide.slug)).toEqual(byOrder(content[tenant].guides).map((guide) => guide.slug));
    expect(body.data.guides.every((guide) => guide.tenantId === tenant)).toBe(true);
    expect(body.data.categories.map((category) => category.categoryName)).toEqual(['topic', 'level']);
  });

  it('reads each guide, keeping gated bodies on the server', async () => {
    for (const source of content[tenant].guides) {
      const { status, body } = await visitorGet<GuideDetail>(t, `/api/guides/getGuide?slug=${source.slug}`, host);
      expect(status).toBe(200);
      if (source.data.entitlements.length === 0) {
        expect(body.data.guide.body?.length).toBeGreaterThan(200);
        expect(body.data.guide.lock).toBeNull();
      } else {
        expect(body.data.guide).toMatchObject({
          body: null,
          isLocked: true,
          lock: { requires: source.data.entitlements.includes('pro') ? 'pro' : 'auth' },
        });
      }
    }
  });
});

it("answers 404 for another portal's guide", async () => {
  const slug = content.kube.guides[0].slug;
  expect((await visitorGet(t, `/api/guides/getGuide?slug=${slug}`, 'kube.localhost')).status).toBe(200);
  expect((await visitorGet(t, `/api/guides/getGuide?slug=${slug}`, 'spring.localhost')).status).toBe(404);
});
