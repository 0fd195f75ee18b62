import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CERTIFICATE_ID_PATTERN, formatCertificateDate, type LessonSummary, type MyCertificate, type PathList } from '@academy/shared';
import { certificates, learnerProgress, users } from '../../db/schema';
import { adminCaller, auditTrail, callerFor } from '../../test/caller';
import { completeLesson, courseOutline, type Learner } from '../../test/complete-lessons';
import { signedInLearner } from '../../test/learner';
import { createTestApp, type TestApp } from '../../test/test-app';
import { awayFromWindowEdge } from '../../test/window-edge';

let t: TestApp;
const host = 'kube.localhost:3000';
/** Low, so the allowance is reached in a few downloads; the other tests download from 127.0.0.1 under it. */
const PDFS_PER_HOUR = 8;
const FUNDAMENTALS = 'kubernetes-fundamentals';
const FOUNDATIONS_PATH = 'kubernetes-platform-foundations';
const CROSS_PORTAL_PATH = 'kubernetes-for-application-developers';

beforeAll(async () => {
  t = await createTestApp({ ANONYMOUS_CERTIFICATE_PDFS_PER_HOUR: String(PDFS_PER_HOUR) });
});
afterAll(() => t.close());

async function learner(email: string): Promise<Learner> {
  const signedIn = await signedInLearner(t, 'kube', email, { isPro: true });
  const { userId } = (await signedIn.call('GET', '/api/user/getUserDetails')).body.data;
  return { ...signedIn, userId };
}

/** Completes every lesson of a course, the one `last` names at the end. */
async function completeCourse(who: Learner, slug: string, last?: (lesson: LessonSummary) => boolean) {
  const { courseId, lessons } = await courseOutline(who, slug);
  const ordered = last ? [...lessons.filter((lesson) => !last(lesson)), ...lessons.filter(last)] : lessons;
  for (const lesson of ordered) await completeLesson(t, who, courseId, lesson);
  return courseId;
}

const put = (who: Pick<Learner, 'token'>, url: string, payload: object) => callerFor(t, 'kube', who.token)('PUT', url, { payload });
const rowsOf = (userId: string) => t.database.db.select().from(certificates).where(eq(certificates.userId, userId));
const mine = async (who: Learner) => (await who.call('GET', '/api/user/certificates')).body.data.certificates as MyCertificate[];

async function pdfText(bytes: Buffer): Promise<string> {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const pdf = await getDocument({ data: new Uint8Array(bytes) }).promise;
  const content = await (await pdf.getPage(1)).getTextContent();
  return content.items.map((item) => ('str' in item ? item.str : '')).join(' ');
}

describe('issuing', () => {
  let ada: Learner;
  beforeAll(async () => {
    ada = await learner('ada@example.com');
  });

  it("issues a course's certificate with the write that completes its last lesson, once, and keeps it when a lesson is undone", async () => {
    const { courseId, lessons } = await courseOutline(ada, FUNDAMENTALS);
    const [last, ...others] = lessons.filter((lesson) => lesson.type === 'lesson').reverse();
    for (const lesson of lessons.filter((item) => item !== last)) await completeLesson(t, ada, courseId, lesson);
    expect(others.length).toBeGreaterThan(0);
    expect(await rowsOf(ada.userId)).toEqual([]);

    await completeLesson(t, ada, courseId, last);
    // Read straight from the database: the list call would issue a missing one itself.
    const [issued] = await rowsOf(ada.userId);
    expect(issued).toMatchObject({
      tenantId: 'kube',
      kind: 'course',
      itemId: courseId,
      title: 'Kubernetes Fundamentals',
      hidden: false,
      revokedAt: null,
    });
    expect(issued.id).toMatch(CERTIFICATE_ID_PATTERN);

    await ada.call('POST', '/api/lessons/mark-incomplete', { lessonId: last.lessonId, courseId });
    await completeLesson(t, ada, courseId, last);
    expect((await rowsOf(ada.userId)).map((row) => row.id)).toEqual([issued.id]);

    const [listed] = await mine(ada);
    expect(listed).toEqual({
      certificateId: issued.id,
      kind: 'course',
      title: 'Kubernetes Fundamentals',
      learnerName: 'Test Learner',
      issuedAt: issued.issuedAt.toISOString(),
      revokedAt: null,
      itemPath: `/courses/${FUNDAMENTALS}`,
      verificationUrl: `http://kube.localhost:3000/certificates/${issued.id}`,
      hidden: false,
      itemId: courseId,
    });
  });

  it('issues the certificate when a passed knowledge check is the last lesson done', async () => {
    const bob = await learner('bob@example.com');
    const courseId = await completeCourse(bob, FUNDAMENTALS, (lesson) => lesson.type === 'knowledge-check');
    expect(await rowsOf(bob.userId)).toMatchObject([{ kind: 'course', itemId: courseId }]);
  });

  it("issues a path's certificate with the last lesson of its last course, and none for a path that lists another portal's course", async () => {
    const { paths } = (await ada.call('GET', '/api/paths/list')).body.data as PathList;
    const foundations = paths.find((path) => path.slug === FOUNDATIONS_PATH)!;
    const crossPortal = paths.find((path) => path.slug === CROSS_PORTAL_PATH)!;
    expect(crossPortal.courses.some((course) => course.tenantId !== 'kube')).toBe(true);
    const remaining = foundations.courses.filter((course) => course.slug !== FUNDAMENTALS);
    for (const course of remaining) await completeCourse(ada, course.slug);

    const rows = await rowsOf(ada.userId);
    expect(rows.filter((row) => row.kind === 'course')).toHaveLength(foundations.courses.length);
    expect(rows.filter((row) => row.kind === 'path')).toMatchObject([{ itemId: foundations.pathId, title: foundations.title }]);
    // Every kube course of the other path is complete too, yet its Spring course cannot be: no certificate.
    expect(
      crossPortal.courses
        .filter((course) => course.tenantId === 'kube')
        .every((course) => rows.some((row) => row.itemId === course.courseId)),
    ).toBe(true);
    expect(rows.some((row) => row.itemId === crossPortal.pathId)).toBe(false);
  });

  it('issues what a learner completed before certificates existed on their first read, dated by the last completion', async () => {
    const cy = await learner('cy@example.com');
    const { courseId, lessons } = await courseOutline(cy, FUNDAMENTALS);
    const finishedAt = new Date('2025-03-04T05:06:07.000Z');
    await t.database.db.insert(learnerProgress).values(
      lessons.map((lesson, index) => ({
        tenantId: 'kube',
        userId: cy.userId,
        itemId: lesson.lessonId,
        itemType: 'lesson' as const,
        courseId,
        completedAt: new Date(finishedAt.getTime() - index * 60_000),
      })),
    );
    // As every progress writer does (decision 023), so no replica serves the learner's state from before.
    await t.database.db
      .update(users)
      .set({ stateVersion: sql`${users.stateVersion} + 1` })
      .where(eq(users.id, cy.userId));
    expect(await rowsOf(cy.userId)).toEqual([]);
    const [listed] = await mine(cy);
    expect(listed).toMatchObject({ kind: 'course', itemId: courseId, issuedAt: finishedAt.toISOString() });
    expect(await mine(cy)).toEqual([listed]);
  });
});

describe('the public certificate', () => {
  let dee: Learner;
  let id: string;
  const anonymous = () => callerFor(t, 'kube');
  beforeAll(async () => {
    dee = await learner('dee@example.com');
    await put(dee, '/api/user/profile', { firstName: 'Łukasz', lastName: 'Dvořák' });
    await completeCourse(dee, FUNDAMENTALS);
    [{ id }] = await rowsOf(dee.userId);
  });

  it('shows anyone the learner, the course, the date and the address, and nothing about the account', async () => {
    const answer = await anonymous()('GET', `/api/certificates/${id}`);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({
      certificateId: id,
      learnerName: 'Łukasz Dvořák',
      title: 'Kubernetes Fundamentals',
      kind: 'course',
      revokedAt: null,
    });
    expect(Object.keys(answer.body.data).sort()).toEqual([
      'certificateId',
      'issuedAt',
      'itemPath',
      'kind',
      'learnerName',
      'revokedAt',
      'title',
      'verificationUrl',
    ]);
    expect(JSON.stringify(answer.body)).not.toContain('dee@example.com');
  });

  it('is not found on another portal, for an unknown id, and refuses a malformed one', async () => {
    expect((await callerFor(t, 'spring')('GET', `/api/certificates/${id}`)).status).toBe(404);
    expect((await callerFor(t, 'spring')('GET', `/api/certificates/${id}/pdf`)).status).toBe(404);
    expect((await anonymous()('GET', `/api/certificates/${'A'.repeat(22)}`)).status).toBe(404);
    const malformed = await anonymous()('GET', '/api/certificates/short');
    expect(malformed.status).toBe(400);
    expect(malformed.body.errors[0]).toMatchObject({ code: 'VALIDATION_FAILED', field: 'params.certificateId' });
  });

  it("counts a visitor's PDF downloads per client address (an IPv6 /64), and not its learner's", async () => {
    const download = (remoteAddress: string, authorization?: string) =>
      t.app.inject({ url: `/api/certificates/${id}/pdf`, remoteAddress, headers: { host, ...(authorization ? { authorization } : {}) } });
    await awayFromWindowEdge(3_600);
    for (let count = 0; count < PDFS_PER_HOUR; count++) expect((await download(`2001:db8:25:1::${count + 1}`)).statusCode).toBe(200);
    const refused = await download('2001:db8:25:1:ffff::1');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json()).toMatchObject({ success: false, errors: [{ code: 'RATE_LIMITED' }] });
    expect((await download('2001:db8:25:2::1')).statusCode).toBe(200);
    expect((await download('2001:db8:25:1::1', `Bearer ${dee.token}`)).statusCode).toBe(200);
  });

  it('makes a PDF on the server with the portal, the learner, the course, the date, the id and the verification address', async () => {
    const response = await t.app.inject({ url: `/api/certificates/${id}/pdf`, headers: { host } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe('attachment; filename="kubernetes-fundamentals-certificate.pdf"');
    const [row] = await rowsOf(dee.userId);
    const text = await pdfText(response.rawPayload);
    for (const expected of [
      'Kube Academy',
      'Łukasz Dvořák',
      'Kubernetes Fundamentals',
      formatCertificateDate(row.issuedAt.toISOString()),
      id,
      `http://kube.localhost:3000/certificates/${id}`,
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('follows the learner: hidden, it is not found for anyone else, the learner keeps the PDF, and it shows again', async () => {
    const other = await learner('eve@example.com');
    expect((await put(other, `/api/user/certificates/${id}`, { hidden: true })).status).toBe(404);
    expect((await anonymous()('GET', `/api/certificates/${id}`)).status).toBe(200);

    const hidden = await put(dee, `/api/user/certificates/${id}`, { hidden: true });
    expect(hidden.body.data).toMatchObject({ certificateId: id, hidden: true });
    expect((await anonymous()('GET', `/api/certificates/${id}`)).status).toBe(404);
    expect((await dee.call('GET', `/api/certificates/${id}`)).status).toBe(404);
    expect((await anonymous()('GET', `/api/certificates/${id}/pdf`)).status).toBe(404);
    expect((await other.call('GET', `/api/certificates/${id}/pdf`)).status).toBe(404);
    const own = await t.app.inject({ url: `/api/certificates/${id}/pdf`, headers: { host, authorization: `Bearer ${dee.token}` } });
    expect(own.statusCode).toBe(200);
    expect((await mine(dee))[0]).toMatchObject({ certificateId: id, hidden: true });

    expect((await put(dee, `/api/user/certificates/${id}`, { hidden: 'yes' })).status).toBe(400);
    await put(dee, `/api/user/certificates/${id}`, { hidden: false });
    expect((await anonymous()('GET', `/api/certificates/${id}`)).status).toBe(200);
  });

  it('lets an admin of the portal revoke it, audited: the page says so and there is no PDF; restoring undoes both', async () => {
    const admin = await adminCaller(t, 'kube');
    expect((await anonymous()('PUT', `/api/admin/certificates/${id}`, { payload: { revoked: true } })).status).toBe(401);
    expect((await callerFor(t, 'kube', dee.token)('PUT', `/api/admin/certificates/${id}`, { payload: { revoked: true } })).status).toBe(
      403,
    );
    expect(
      (
        await (
          await adminCaller(t, 'spring', 'spring-admin@example.com')
        )('PUT', `/api/admin/certificates/${id}`, { payload: { revoked: true } })
      ).status,
    ).toBe(404);
    const bad = await admin('PUT', `/api/admin/certificates/${id}`, { payload: { revoked: 'soon' } });
    expect(bad.status).toBe(400);
    expect((await anonymous()('GET', `/api/certificates/${id}`)).body.data.revokedAt).toBeNull();

    const revoked = await admin('PUT', `/api/admin/certificates/${id}`, { payload: { revoked: true } });
    expect(revoked.status).toBe(200);
    expect(revoked.body.data).toMatchObject({
      message: 'The certificate was revoked: Kubernetes Fundamentals',
      certificate: { certificateId: id, login: 'dee@example.com' },
    });
    const page = (await anonymous()('GET', `/api/certificates/${id}`)).body.data;
    expect(page.revokedAt).toBe(revoked.body.data.certificate.revokedAt);
    const gone = await anonymous()('GET', `/api/certificates/${id}/pdf`);
    expect(gone.status).toBe(410);
    expect(gone.body.errors[0].code).toBe('GONE');
    // Asking again changes nothing and writes no second audit row.
    await admin('PUT', `/api/admin/certificates/${id}`, { payload: { revoked: true } });

    await admin('PUT', `/api/admin/certificates/${id}`, { payload: { revoked: false } });
    expect((await anonymous()('GET', `/api/certificates/${id}`)).body.data.revokedAt).toBeNull();
    expect((await t.app.inject({ url: `/api/certificates/${id}/pdf`, headers: { host } })).statusCode).toBe(200);
    const trail = await auditTrail(t, id);
    expect(trail.map((row) => [row.action, row.entityType, row.actorLabel])).toEqual([
      ['certificate.revoke', 'certificate', 'admin@example.com'],
      ['certificate.restore', 'certificate', 'admin@example.com'],
    ]);
    expect(trail[0].after).toMatchObject({ title: 'Kubernetes Fundamentals', login: 'dee@example.com' });
  });

  it("lists the portal's certificates for its admins only, hidden ones included, searched over learner, title and id", async () => {
    const admin = await adminCaller(t, 'kube', 'lister@example.com');
    expect((await anonymous()('GET', '/api/admin/certificates')).status).toBe(401);
    expect((await callerFor(t, 'kube', dee.token)('GET', '/api/admin/certificates')).status).toBe(403);
    await put(dee, `/api/user/certificates/${id}`, { hidden: true });

    const byName = (await admin('GET', '/api/admin/certificates?searchValue=dvo%C5%99')).body.data;
    expect(byName.content).toMatchObject([
      { certificateId: id, hidden: true, login: 'dee@example.com', learnerName: 'Łukasz Dvořák', userId: dee.userId },
    ]);
    expect(byName.totalElements).toBe(1);
    expect(
      (await admin('GET', `/api/admin/certificates?searchValue=${id}`)).body.data.content.map((item: MyCertificate) => item.certificateId),
    ).toEqual([id]);
    const byTitle = (await admin('GET', '/api/admin/certificates?searchValue=fundamentals&pageSize=2')).body.data;
    expect(byTitle.content).toHaveLength(2);
    expect(byTitle.totalElements).toBeGreaterThan(2);
    expect((await admin('GET', '/api/admin/certificates?pageSize=0')).status).toBe(400);
    const spring = await adminCaller(t, 'spring', 'spring-lister@example.com');
    expect((await spring('GET', '/api/admin/certificates')).body.data).toMatchObject({ content: [], totalElements: 0 });
  });

  it('keeps the name it was issued to when the learner renames their profile, and is still found by it', async () => {
    await put(dee, `/api/user/certificates/${id}`, { hidden: false });
    await put(dee, '/api/user/profile', { firstName: 'Dee', lastName: 'Dvořák' });
    expect((await anonymous()('GET', `/api/certificates/${id}`)).body.data.learnerName).toBe('Łukasz Dvořák');
    const [own] = await mine(dee);
    expect(own).toMatchObject({ certificateId: id, learnerName: 'Łukasz Dvořák' });
    const admin = await adminCaller(t, 'kube', 'renames@example.com');
    const found = (await admin('GET', '/api/admin/certificates?searchValue=%C5%81ukasz')).body.data.content;
    expect(found.map((item: MyCertificate) => item.certificateId)).toEqual([id]);
  });

  it('lets an admin of the portal correct the name it was issued to, audited with before and after; nobody else can', async () => {
    const url = `/api/admin/certificates/${id}/learner-name`;
    const payload = { learnerName: 'Łukasz Dvořák-Nowak' };
    expect((await anonymous()('PUT', url, { payload })).status).toBe(401);
    expect((await callerFor(t, 'kube', dee.token)('PUT', url, { payload })).status).toBe(403);
    // Another portal's admin does not find it, and changes nothing.
    expect((await (await adminCaller(t, 'spring', 'spring-renamer@example.com'))('PUT', url, { payload })).status).toBe(404);
    const admin = await adminCaller(t, 'kube', 'corrects@example.com');
    for (const bad of [{ learnerName: '  ' }, { learnerName: 'x'.repeat(122) }, { name: 'Dee' }]) {
      const refused = await admin('PUT', url, { payload: bad });
      expect(refused.status).toBe(400);
      expect(refused.body.errors[0].code).toBe('VALIDATION_FAILED');
    }
    expect((await anonymous()('GET', `/api/certificates/${id}`)).body.data.learnerName).toBe('Łukasz Dvořák');

    const corrected = await admin('PUT', url, { payload: { learnerName: '  Łukasz Dvořák-Nowak ' } });
    expect(corrected.status).toBe(200);
    expect(corrected.body.data).toMatchObject({
      message: 'The certificate now names Łukasz Dvořák-Nowak: Kubernetes Fundamentals',
      certificate: { certificateId: id, learnerName: 'Łukasz Dvořák-Nowak' },
    });
    expect((await anonymous()('GET', `/api/certificates/${id}`)).body.data.learnerName).toBe('Łukasz Dvořák-Nowak');
    expect(await pdfText((await t.app.inject({ url: `/api/certificates/${id}/pdf`, headers: { host } })).rawPayload)).toContain(
      'Łukasz Dvořák-Nowak',
    );
    // The same name again changes nothing and writes no second audit row.
    await admin('PUT', url, { payload });
    const renames = (await auditTrail(t, id)).filter((row) => row.action === 'certificate.rename');
    expect(renames).toHaveLength(1);
    expect(renames[0]).toMatchObject({
      actorLabel: 'corrects@example.com',
      before: { learnerName: 'Łukasz Dvořák', login: 'dee@example.com' },
      after: { learnerName: 'Łukasz Dvořák-Nowak', login: 'dee@example.com' },
    });
  });

  it("goes when the learner's account goes", async () => {
    await t.database.db.delete(users).where(eq(users.id, dee.userId));
    expect(
      await t.database.db
        .select()
        .from(certificates)
        .where(and(eq(certificates.userId, dee.userId), inArray(certificates.id, [id]))),
    ).toEqual([]);
    expect((await anonymous()('GET', `/api/certificates/${id}`)).status).toBe(404);
  });
});

describe("the learner's name on a certificate", () => {
  const anonymous = () => callerFor(t, 'kube');
  const nameOf = async (certificateId: string) => (await anonymous()('GET', `/api/certificates/${certificateId}`)).body.data.learnerName;

  it("is the academy's placeholder when the profile had no name, then the first name given, kept after that", async () => {
    const eve = await learner('eve-nameless@example.com');
    await t.database.db.update(users).set({ firstName: '', lastName: '' }).where(eq(users.id, eve.userId));
    await completeCourse(eve, FUNDAMENTALS);
    const [{ id }] = await rowsOf(eve.userId);
    expect(await nameOf(id)).toBe('A learner of Kube Academy');
    await put(eve, '/api/user/profile', { firstName: 'Eve', lastName: 'Nakamura' });
    expect(await nameOf(id)).toBe('Eve Nakamura');
    await put(eve, '/api/user/profile', { firstName: 'Someone', lastName: 'Else' });
    expect(await nameOf(id)).toBe('Eve Nakamura');
  });

  it("is the profile's name now for a certificate an earlier release issued without one", async () => {
    const fay = await learner('fay-earlier@example.com');
    await completeCourse(fay, FUNDAMENTALS);
    const [{ id }] = await rowsOf(fay.userId);
    await t.database.db.update(certificates).set({ learnerName: null }).where(eq(certificates.id, id));
    await put(fay, '/api/user/profile', { firstName: 'Fay', lastName: 'Okafor' });
    expect(await nameOf(id)).toBe('Fay Okafor');
  });
});

describe('the kept PDF', () => {
  let id: string;
  /** Each test downloads from its own client address (an IPv6 /64), so all stay under the allowance. */
  let remoteAddress: string;
  const download = (tenant: 'kube' | 'spring' = 'kube', headers: Record<string, string> = {}) =>
    t.app.inject({
      url: `/api/certificates/${id}/pdf`,
      remoteAddress,
      headers: { host: `${tenant}.localhost:3000`, ...headers },
    });
  beforeAll(async () => {
    const gus = await learner('gus-kept@example.com');
    await put(gus, '/api/user/profile', { firstName: 'Gus', lastName: 'Mbeki' });
    await completeCourse(gus, FUNDAMENTALS);
    [{ id }] = await rowsOf(gus.userId);
  });
  let subnet = 0;
  beforeEach(() => {
    remoteAddress = `2001:db8:33:${++subnet}::1`;
  });

  it('is drawn once per version: the second download is the same bytes with the same ETag, and a matching If-None-Match answers 304', async () => {
    const first = await download();
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-certificate-pdf-cache']).toBe('MISS');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/"[\w-]{27}"$/);

    const second = await download();
    expect(second.statusCode).toBe(200);
    expect(second.headers['x-certificate-pdf-cache']).toBe('HIT');
    expect(second.headers.etag).toBe(etag);
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);

    const revisit = await download('kube', { 'if-none-match': etag });
    expect(revisit.statusCode).toBe(304);
    expect(revisit.rawPayload).toHaveLength(0);
    expect((await download('kube', { 'if-none-match': 'W/"not-this-one"' })).statusCode).toBe(200);
  });

  it('is drawn again with the new name when an admin corrects the name it was issued to, and its old ETag no longer matches', async () => {
    const before = await download();
    expect(await pdfText(before.rawPayload)).toContain('Gus Mbeki');
    await t.database.db.update(certificates).set({ learnerName: 'Gustav Mbeki' }).where(eq(certificates.id, id));

    const renamed = await download('kube', { 'if-none-match': before.headers.etag as string });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.headers['x-certificate-pdf-cache']).toBe('MISS');
    expect(renamed.headers.etag).not.toBe(before.headers.etag);
    const text = await pdfText(renamed.rawPayload);
    expect(text).toContain('Gustav Mbeki');
    expect(text).not.toContain('Gus Mbeki');
  });

  it('is still gone (410) once revoked, hidden from visitors once hidden, and not found on another portal', async () => {
    expect((await download()).statusCode).toBe(200);
    expect((await download('spring')).statusCode).toBe(404);
    await t.database.db.update(certificates).set({ hidden: true }).where(eq(certificates.id, id));
    expect((await download()).statusCode).toBe(404);
    await t.database.db.update(certificates).set({ hidden: false, revokedAt: new Date() }).where(eq(certificates.id, id));
    const gone = await download();
    expect(gone.statusCode).toBe(410);
    expect(gone.json().errors[0].code).toBe('GONE');
  });
});
