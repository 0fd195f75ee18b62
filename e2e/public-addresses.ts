import type { APIRequestContext } from '@playwright/test';
import type { CourseDetails, CourseList, GuideList, InstructorList, PathList } from '@academy/shared';
import { api, type Tenant } from './helpers';

/** One address of each public page the server renders on a portal, the not-found page last. */
export async function publicAddresses(request: APIRequestContext, tenant: Tenant) {
  const { courses } = await api<CourseList>(request, tenant, '/courses/list');
  const course = courses.find((item) => item.tenantId === tenant)!;
  const details = await api<CourseDetails>(request, tenant, `/courses/details?slug=${course.slug}`);
  const lesson = details.modules.flatMap((module) => module.lessons).find((item) => item.type === 'lesson')!;
  const { guides } = await api<GuideList>(request, tenant, '/guides/list');
  const { paths } = await api<PathList>(request, tenant, '/paths/list');
  const { instructors } = await api<InstructorList>(request, tenant, '/instructors/list');
  return [
    '/',
    '/courses',
    `/courses/${course.slug}`,
    `/courses/${course.slug}/lessons/${lesson.slug}`,
    '/guides',
    `/guides/${guides[0].slug}`,
    '/paths',
    `/paths/${paths[0].slug}`,
    '/instructors',
    `/instructors/${instructors[0].slug}`,
    '/about',
    '/no-such-page',
  ];
}
