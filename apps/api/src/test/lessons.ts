import type { App } from '../app';

/** The address of a lesson of the portal whose only entitlement is `entitlement`. */
export async function findLesson(app: App, host: string, entitlement: 'auth' | 'pro'): Promise<string> {
  const courses = (await app.inject({ url: '/api/courses/list', headers: { host } })).json().data.courses as { slug: string }[];
  for (const { slug } of courses) {
    const lessons = (await app.inject({ url: `/api/lessons?slug=${slug}`, headers: { host } })).json().data.lessons as {
      slug: string;
      entitlements?: { view: string[] };
    }[];
    const match = lessons.find((lesson) => lesson.entitlements?.view.length === 1 && lesson.entitlements.view[0] === entitlement);
    if (match) return `/api/lessons/${slug}/${match.slug}`;
  }
  throw new Error(`no ${entitlement} lesson in the sample content of ${host}`);
}
