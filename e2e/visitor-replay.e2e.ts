import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { closeStream, openStream } from '../apps/api/src/speed/open-compressed-stream';
import { expect, test } from './fixtures';
import { expectHeading, portal } from './helpers';

/**
 * Decision 032: a visitor's catalogue answers are sent again from the replay, compressed as a stream
 * left open and closed per answer with its own correlation id. Chromium must read every one.
 */
test('a visitor reading the same catalogue answer again and again gets whole, compressed answers, each with its own correlation id', async ({
  page,
}) => {
  await page.goto(portal('kube', '/courses'));
  await expectHeading(page, 'Courses');
  const answers = await page.evaluate(async () => {
    const read = async () => {
      // no-store: the browser asks in full every time instead of revalidating.
      const response = await fetch('/api/courses/list', { cache: 'no-store' });
      const body = (await response.json()) as { success: boolean; correlationId: string; data: { courses: { slug: string }[] } };
      return {
        status: response.status,
        encoding: response.headers.get('content-encoding'),
        id: response.headers.get('x-correlation-id'),
        body,
      };
    };
    const all = [];
    for (let index = 0; index < 5; index += 1) all.push(await read());
    return all;
  });
  for (const answer of answers) {
    expect(answer.status).toBe(200);
    expect(answer.encoding).toBe('br');
    expect(answer.body.success).toBe(true);
    expect(answer.body.correlationId).toBe(answer.id);
    expect(answer.body.data.courses.map((course) => course.slug)).toEqual(answers[0].body.data.courses.map((course) => course.slug));
  }
  expect(new Set(answers.map((answer) => answer.id)).size).toBe(5);
});

test('Chromium decodes an open br or gzip stream closed with a stored ending, as the replay sends it', async ({ page }) => {
  const beginning = `{"success":true,"data":${JSON.stringify({ text: 'Kubernetes schedules pods onto nodes. '.repeat(400) })},"errors":[],"correlationId":`;
  const ending = '"4f8d2c1e-replayed-answer"}';
  const server = createServer((request, response) => {
    const encoding = request.url === '/gzip' ? 'gzip' : 'br';
    if (request.url === '/') return response.writeHead(200, { 'content-type': 'text/html' }).end('<title>streams</title>');
    const body = closeStream(openStream(encoding, Buffer.from(beginning)), Buffer.from(ending));
    response
      .writeHead(200, { 'content-type': 'application/json', 'content-encoding': encoding, 'content-length': String(body.length) })
      .end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    await page.goto(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
    const texts = await page.evaluate(async () => Promise.all(['/br', '/gzip'].map(async (path) => (await fetch(path)).text())));
    expect(texts).toEqual([beginning + ending, beginning + ending]);
  } finally {
    server.close();
  }
});
