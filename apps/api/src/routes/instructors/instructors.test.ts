import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TENANTS, type InstructorList, type InstructorProfile } from '@academy/shared';
import { byOrder, readSampleContent } from '../../test/sample-content';
import { visitorGet } from '../../test/caller';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let content: Awaited<ReturnType<typeof readSampleContent>>;
beforeAll(async () => {
  [t, content] = await Promise.all([createTestApp(), readSampleContent()]);
});
afterAll(() => t.close());

describe.each(TENANTS)('instructors of %s', (tenant) => {
  const host = `${tenant}.localhost`;

  it('lists instructors with the number of courses they teach and a photo that loads', async () => {
    const { body } = await visitorGet<InstructorList>(t, '/api/instructors/list', host);
    expect(body.data.instructors.map((instructor) => instructor.slug)).toEqual(
      byOrder(content[tenant].instructors).map((item) => item.slug),
    );
    for (const instructor of body.data.instructors) {
      const teaching = content[tenant].courses.filter((course) => course.data.instructors.includes(instructor.slug));
      expect(instructor.coursesCount).toBe(teaching.length);
      const photo = await t.app.inject({ url: instructor.photoUrl });
      expect(photo.statusCode).toBe(200);
      expect(photo.headers['content-type']).toBe('image/svg+xml');
      expect(photo.headers['content-security-policy']).toContain("default-src 'none'");
    }
  });

  it('gives each profile with a bio and the courses taught', async () => {
    for (const source of content[tenant].instructors) {
      const { body } = await visitorGet<InstructorProfile>(t, `/api/instructors/profile?slug=${source.slug}`, host);
      expect(body.data.instructor.name).toBe(source.data.name);
      expect(body.data.instructor.bio).toContain('<p>');
      expect(body.data.courses.map((course) => course.slug).sort()).toEqual(
        content[tenant].courses
          .filter((course) => course.data.instructors.includes(source.slug))
          .map((course) => course.slug)
          .sort(),
      );
    }
  });
});

describe('content assets', () => {
  it('refuses paths that leave the assets folder and answers 404 for unknown assets', async () => {
    expect((await t.app.inject({ url: '/api/content-assets/kube/..%2F..%2Fpackage.json' })).statusCode).toBe(400);
    expect((await t.app.inject({ url: '/api/content-assets/acme/instructors/x.svg' })).statusCode).toBe(400);
    expect((await t.app.inject({ url: '/api/content-assets/kube/instructors/nobody.svg' })).statusCode).toBe(404);
  });

  it("does not serve one portal's asset under another portal", async () => {
    const photo = content.kube.instructors[0].data.photo;
    expect((await t.app.inject({ url: `/api/content-assets/kube/${photo}` })).statusCode).toBe(200);
    expect((await t.app.inject({ url: `/api/content-assets/spring/${photo}` })).statusCode).toBe(404);
  });
});
