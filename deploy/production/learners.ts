import { OidcTestClient, type Tokens } from '../../apps/api/src/test/oidc-client';
import type { SmtpPeer } from '../../apps/api/src/test/smtp-peer';
import { httpsClient, type HttpsClient } from './https-client';

export const LEARNER_PASSWORD = 'a learner password in production';

/** A learner of one portal with a browser of their own (its own cookies and kept-alive connections). */
export interface Learner {
  email: string;
  host: string;
  client: HttpsClient;
  browser: () => OidcTestClient;
}

export function learner(email: string, host: string, port: number, caPem: string, localAddress?: string): Learner {
  const client = httpsClient(port, caPem, localAddress);
  return { email, host, client, browser: () => new OidcTestClient(client.injector, host, undefined, { https: true }) };
}

/** Signs up through the proxy with the code the real SMTP peer received, as a person does. */
export async function signUp(person: Learner, smtp: SmtpPeer): Promise<Tokens> {
  const browser = person.browser();
  const { verifier, uid } = await browser.openSignUp();
  const { verification } = await browser.submitSignUp(uid, {
    firstName: 'Load',
    lastName: 'Learner',
    email: person.email,
    password: LEARNER_PASSWORD,
  });
  if (!verification) throw new Error(`sign-up of ${person.email} showed no code page`);
  const mail = await smtp.waitFor((message) => message.to.includes(person.email), 15_000);
  const code = /Your code is (\d+)/.exec(mail.text)![1];
  const { tokens } = await browser.confirmSignUp(uid, verifier, { verification, code, email: person.email });
  if (!tokens) throw new Error(`the code of ${person.email} did not confirm the sign-up`);
  return tokens;
}

interface LessonRef {
  lessonId: string;
  courseId: string;
}

/** The open lessons of a portal's free courses, as a signed-in learner lists them. */
export async function openLessons(person: Learner, token: string): Promise<LessonRef[]> {
  const get = async (path: string) =>
    JSON.parse((await person.client.call({ path, host: person.host, headers: { authorization: `Bearer ${token}` } })).body).data;
  const { courses } = (await get('/api/courses/list')) as {
    courses: { courseId: string; slug: string; entitlements: { view: string[] } }[];
  };
  const lessons: LessonRef[] = [];
  for (const course of courses.filter((item) => item.entitlements.view.length === 0)) {
    const outline = (await get(`/api/lessons?slug=${course.slug}`)).lessons as { lessonId: string; type: string; isLocked?: boolean }[];
    for (const item of outline)
      if (item.type === 'lesson' && !item.isLocked) lessons.push({ lessonId: item.lessonId, courseId: course.courseId });
  }
  return lessons;
}

/** What the learners did while releases changed under them. */
export interface LoadReport {
  /** Completed sign-ins, per learner. */
  signIns: Map<string, number>;
  /** Writes the product acknowledged (200). */
  writes: number;
  failures: string[];
  /** Per learner and lesson, the state the last acknowledged write left: true completed, false not. */
  acknowledged: Map<string, Map<string, boolean>>;
}

/**
 * Learners using the product through the proxy until `stop`: each signs in (the whole code flow
 * with PKCE, a password check), reads the catalogue and marks lessons complete and incomplete in
 * turn, and signs in again every few rounds. Every answer that is not what the product answers a
 * healthy learner, and every broken connection, is a failure.
 */
export function generateLoad(people: { person: Learner; lessons: LessonRef[] }[]) {
  const report: LoadReport = { signIns: new Map(), writes: 0, failures: [], acknowledged: new Map() };
  let running = true;
  const ROUNDS_PER_SIGN_IN = 8;

  const act = async ({ person, lessons }: (typeof people)[number]) => {
    const states = new Map<string, boolean>();
    report.acknowledged.set(person.email, states);
    report.signIns.set(person.email, 0);
    let round = 0;
    while (running) {
      try {
        const tokens = await person.browser().signIn(person.email, LEARNER_PASSWORD);
        report.signIns.set(person.email, report.signIns.get(person.email)! + 1);
        const authorization = `Bearer ${tokens.access_token}`;
        for (let turn = 0; turn < ROUNDS_PER_SIGN_IN && running; turn += 1, round += 1) {
          const list = await person.client.call({ path: '/api/courses/list', host: person.host, headers: { authorization } });
          if (list.status !== 200) report.failures.push(`${person.email} GET /api/courses/list: ${list.status} ${list.body.slice(0, 200)}`);
          const lesson = lessons[round % lessons.length];
          const complete = !(states.get(lesson.lessonId) ?? false);
          // Unknown until acknowledged: a write whose answer never came may or may not have happened.
          states.delete(lesson.lessonId);
          const path = complete ? '/api/lessons/mark-complete' : '/api/lessons/mark-incomplete';
          const body = complete ? { ...lesson, operationType: 'COMPLETE_LESSON' } : lesson;
          const written = await person.client.call({
            method: 'POST',
            path,
            host: person.host,
            headers: { authorization, 'content-type': 'application/json' },
            body: JSON.stringify(body),
          });
          if (written.status === 200) {
            states.set(lesson.lessonId, complete);
            report.writes += 1;
          } else report.failures.push(`${person.email} POST ${path}: ${written.status} ${written.body.slice(0, 200)}`);
        }
      } catch (error) {
        report.failures.push(`${person.email}: ${(error as Error).message}`);
      }
    }
  };

  const done = Promise.all(people.map(act));
  return {
    report,
    async stop() {
      running = false;
      await done;
      return report;
    },
  };
}
