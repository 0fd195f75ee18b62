import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TENANTS, type PathDetail, type PathList } from '@academy/shared';
import { byOrder, readSampleContent } from '../../test/sample-content';
import { visitorGet } from '../../test/caller';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let content: Awaited<ReturnType<typeof readSampleContent>>;
beforeAll(async () => {
  [t, content] = await Promise.all([createTestApp(), readSampleContent()]);
});
afterAll(() => t.close());

describe.each(TENANTS)('learning paths of %s', (tenant) => {
  const host = `${tenant}.localhost`;

  it('lists the paths with their courses in the authored order, each course with its own portal', async () => {
    const { body } = await visitorGet<PathList>(t, '/api/paths/list', host);
    const expected = byOrder(content[tenant].paths);
    expect(body.data.paths.map((path) => path.slug)).toEqual(expected.map((path) => path.slug));
    for (const path of body.data.paths) {
      expect(path.tenantId).toBe(tenant);
      const source = expected.find((item) => item.slug === path.slug)!;
      expect(path.courses.map((course) => (course.tenantId === tenant ? course.slug : `${course.tenantId}/${course.slug}`))).toEqual(
        source.data.courses,
      );
    }
  });

  it('gives the details of each path', async () => {
    for (const source of content[tenant].paths) {
      const { status, body } = await visitorGet<PathDetail>(t, `/api/paths/details?slug=${source.slug}`, host);
      expect(status).toBe(200);
      expect(body.data.path.title).toBe(source.data.title);
      expect(body.data.path.description).toContain('<p>');
    }
  });
});

it('keeps a course from another portal in a path with that portal as its tenant', async () => {
  const crossing = content.kube.paths.find((path) => path.data.courses.some((ref) => ref.includes('/')));
  expect(crossing).toBeDefined();
  const { body } = await visitorGet<PathDetail>(t, `/api/paths/details?slug=${crossing!.slug}`, 'kube.localhost');
  const foreign = body.data.path.courses.filter((course) => course.tenantId !== 'kube');
  expect(foreign.length).toBeGreaterThan(0);
});
