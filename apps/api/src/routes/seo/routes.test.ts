import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (tenant: string, url: string) => t.app.inject({ url, headers: { host: `${tenant}.localhost:3000` } });

async function slugs(tenant: string, path: string, key: string): Promise<string[]> {
  const answer = await t.app.inject({ url: `/api${path}`, headers: { tenantid: tenant } });
  return ((answer.json() as { data: Record<string, { slug: string; tenantId?: string }[]> }).data[key] ?? [])
    .filter((item) => item.tenantId === undefined || item.tenantId === tenant)
    .map((item) => item.slug);
}

describe('/sitemap.xml', () => {
  it('lists each portal its own published courses, guides, paths, instructors and pages on its own origin', async () => {
    for (const tenant of ['spring', 'kube', 'tanzu']) {
      const answer = await get(tenant, '/sitemap.xml');
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-type']).toMatch(/^application\/xml/);
      const locations = [...answer.payload.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
      const origin = `http://${tenant}.localhost:3000`;
      expect(locations.every((location) => location.startsWith(`${origin}/`))).toBe(true);
      expect(locations).toContain(`${origin}/`);
      for (const slug of await slugs(tenant, '/courses/list', 'courses')) expect(locations).toContain(`${origin}/courses/${slug}`);
      for (const slug of await slugs(tenant, '/guides/list', 'guides')) expect(locations).toContain(`${origin}/guides/${slug}`);
      for (const slug of await slugs(tenant, '/paths/list', 'paths')) expect(locations).toContain(`${origin}/paths/${slug}`);
      for (const slug of await slugs(tenant, '/instructors/list', 'instructors'))
        expect(locations).toContain(`${origin}/instructors/${slug}`);
      expect(locations).toContain(`${origin}/about`);
      expect(locations.some((location) => location.includes('/lessons/'))).toBe(true);
    }
  });
});

describe('/robots.txt', () => {
  it('names the portal sitemap and keeps crawlers out of the API and the personal screens', async () => {
    const answer = await get('tanzu', '/robots.txt');
    expect(answer.statusCode).toBe(200);
    expect(answer.payload).toContain('Sitemap: http://tanzu.localhost:3000/sitemap.xml');
    expect(answer.payload).toMatch(/^Disallow: \/api\/$/m);
    expect(answer.payload).toMatch(/^Disallow: \/account$/m);
  });
});

describe('/share-image.png', () => {
  it('is a 1200x630 PNG per portal', async () => {
    const spring = await get('spring', '/share-image.png');
    const kube = await get('kube', '/share-image.png');
    expect(spring.headers['content-type']).toBe('image/png');
    expect(spring.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    expect(spring.rawPayload.readUInt32BE(16)).toBe(1200);
    expect(spring.rawPayload.readUInt32BE(20)).toBe(630);
    expect(kube.rawPayload.equals(spring.rawPayload)).toBe(false);
  });
});
