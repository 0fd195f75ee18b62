import type { QueryClient } from '@tanstack/react-query';
import { formatCertificateDate } from '@academy/shared';
import { certificateQueryOptions } from '../features/certificates/api/get-certificate';
import { courseDetailsQueryOptions } from '../features/courses/api/get-course-details';
import { guideQueryOptions } from '../features/guides/api/get-guide';
import { instructorQueryOptions } from '../features/instructors/api/get-instructor';
import { lessonQueryOptions } from '../features/lessons/api/get-lesson';
import { pageQueryOptions } from '../features/pages/api/get-page';
import { pathQueryOptions } from '../features/paths/api/get-path';
import { faviconHref, pageTitle, type BannerKind, type TenantBrand } from '../tenants';

/** What the head of one page says about it; built from the data the page itself rendered. */
export interface PageMeta {
  title: string;
  description: string;
  type: 'website' | 'article';
  /** Trail from the home page, for BreadcrumbList; the last is the page itself. */
  trail: { name: string; path: string }[];
  course?: { name: string; description: string; path: string };
  /** Shareable but kept out of search engines: a certificate names a person. */
  noindex?: boolean;
}

export interface HeadInput {
  brand: TenantBrand;
  origin: string;
  path: string;
  /** What the page passed to usePageTitle while rendering (undefined: it never said). */
  pageTitle: string | null | undefined;
  params: Record<string, string | undefined>;
  routePath: string | undefined;
  queryClient: QueryClient;
}

const MAX_DESCRIPTION = 200;

/** Markdown or HTML to one plain line short enough for a search result. */
export function plainText(text: string, max = MAX_DESCRIPTION): string {
  const plain = text
    .replace(/<[^>]*>/g, ' ')
    .replace(/[#*_`>[\]]|\(https?:[^)]*\)/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  return plain.length <= max ? plain : `${plain.slice(0, max - 1).replace(/\s+\S*$/, '')}…`;
}

const LIST_PAGES: Record<string, { name: string; banner: BannerKind }> = {
  courses: { name: 'Courses', banner: 'courses' },
  guides: { name: 'Guides', banner: 'guides' },
  paths: { name: 'Learning Paths', banner: 'paths' },
  'learning-path': { name: 'Learning Paths', banner: 'paths' },
  instructors: { name: 'Instructors', banner: 'instructors' },
};

/** The page's own description and trail, read from the query cache the render filled. */
function describe(input: HeadInput): Omit<PageMeta, 'title'> {
  const { brand, params, routePath, queryClient, path } = input;
  const home = { name: brand.academyName, path: '/' };
  const list = routePath ? LIST_PAGES[routePath] : undefined;
  if (list) return { description: brand.banners[list.banner].text, type: 'website', trail: [home, { name: list.name, path }] };
  const courses = { name: 'Courses', path: '/courses' };
  switch (routePath) {
    case 'courses/:courseSlug': {
      const data = queryClient.getQueryData(courseDetailsQueryOptions(params.courseSlug ?? '').queryKey);
      if (!data) break;
      const description = plainText(data.course.summary || data.course.description);
      return {
        description,
        type: 'website',
        trail: [home, courses, { name: data.course.title, path }],
        course: { name: data.course.title, description, path },
      };
    }
    case 'courses/:courseSlug/lessons/:lessonSlug': {
      const data = queryClient.getQueryData(lessonQueryOptions(params.courseSlug ?? '', params.lessonSlug ?? '').queryKey);
      if (!data) break;
      const coursePath = `/courses/${data.course.slug}`;
      return {
        description: plainText(data.lesson.summary || `A lesson of ${data.course.title}.`),
        type: 'article',
        trail: [home, courses, { name: data.course.title, path: coursePath }, { name: data.lesson.title, path }],
      };
    }
    case 'guides/:guideSlug': {
      const data = queryClient.getQueryData(guideQueryOptions(params.guideSlug ?? '').queryKey);
      if (!data) break;
      return {
        description: plainText(data.guide.summary),
        type: 'article',
        trail: [home, { name: 'Guides', path: '/guides' }, { name: data.guide.title, path }],
      };
    }
    case 'paths/:pathSlug': {
      const data = queryClient.getQueryData(pathQueryOptions(params.pathSlug ?? '').queryKey);
      if (!data) break;
      return {
        description: plainText(data.path.summary || data.path.description),
        type: 'website',
        trail: [home, { name: 'Learning Paths', path: '/paths' }, { name: data.path.title, path }],
      };
    }
    case 'instructors/:instructorSlug': {
      const data = queryClient.getQueryData(instructorQueryOptions(params.instructorSlug ?? '').queryKey);
      if (!data) break;
      return {
        description: plainText(data.instructor.bio || `Courses taught by ${data.instructor.name}.`),
        type: 'website',
        trail: [home, { name: 'Instructors', path: '/instructors' }, { name: data.instructor.name, path }],
      };
    }
    case 'certificates/:certificateId': {
      const data = queryClient.getQueryData(certificateQueryOptions(params.certificateId ?? '').queryKey);
      if (!data) break;
      const kind = data.kind === 'course' ? 'the course' : 'the learning path';
      const description = data.revokedAt
        ? `This ${brand.academyName} certificate for ${data.title} was revoked.`
        : `${data.learnerName} completed ${kind} ${data.title} at ${brand.academyName} on ${formatCertificateDate(data.issuedAt)}.`;
      return { description, type: 'website', trail: [home, { name: `Certificate: ${data.title}`, path }], noindex: true };
    }
    case ':pageSlug': {
      const data = queryClient.getQueryData(pageQueryOptions(params.pageSlug ?? '').queryKey);
      if (!data) break;
      return {
        description: plainText(data.page.summary ?? data.page.body),
        type: 'article',
        trail: [home, { name: data.page.title, path }],
      };
    }
  }
  return { description: brand.landing.text, type: 'website', trail: [home] };
}

export function pageMeta(input: HeadInput): PageMeta {
  const title = pageTitle(input.brand, input.pageTitle ?? null);
  return { title, ...describe(input) };
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** JSON-LD inside a script element: `<` escaped so the text cannot close it. */
const jsonLd = (value: unknown) => `<script type="application/ld+json">${JSON.stringify(value).replace(/</g, '\\u003c')}</script>`;

/** The portal's Open Graph image (served by the API, one per portal). */
export const SHARE_IMAGE_PATH = '/share-image.png';

/** Everything the head says about the page: title, description, canonical, social cards, icon, theme and JSON-LD. */
export function headTags(brand: TenantBrand, origin: string, meta: PageMeta): string {
  const url = `${origin}${meta.trail.at(-1)?.path ?? '/'}`;
  const image = `${origin}${SHARE_IMAGE_PATH}`;
  const organization = { '@type': 'Organization', name: brand.academyName, url: `${origin}/`, logo: image };
  const tags = [
    `<title>${escapeHtml(meta.title)}</title>`,
    `<meta name="description" content="${escapeHtml(meta.description)}" />`,
    ...(meta.noindex ? ['<meta name="robots" content="noindex" />'] : []),
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    `<link rel="icon" type="image/svg+xml" href="${escapeHtml(faviconHref(brand))}" />`,
    `<meta name="theme-color" content="${escapeHtml(brand.colour)}" />`,
    `<meta property="og:type" content="${meta.type}" />`,
    `<meta property="og:site_name" content="${escapeHtml(brand.academyName)}" />`,
    `<meta property="og:title" content="${escapeHtml(meta.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}" />`,
    `<meta property="og:url" content="${escapeHtml(url)}" />`,
    `<meta property="og:image" content="${escapeHtml(image)}" />`,
    `<meta property="og:image:width" content="1200" />`,
    `<meta property="og:image:height" content="630" />`,
    `<meta name="twitter:card" content="summary_large_image" />`,
    `<meta name="twitter:title" content="${escapeHtml(meta.title)}" />`,
    `<meta name="twitter:description" content="${escapeHtml(meta.description)}" />`,
    `<meta name="twitter:image" content="${escapeHtml(image)}" />`,
    jsonLd({ '@context': 'https://schema.org', ...organization }),
  ];
  if (meta.trail.length > 1) {
    tags.push(
      jsonLd({
        '@context': 'https://schema.org',
        '@type': 'BreadcrumbList',
        itemListElement: meta.trail.map((step, index) => ({
          '@type': 'ListItem',
          position: index + 1,
          name: step.name,
          item: `${origin}${step.path}`,
        })),
      }),
    );
  }
  if (meta.course) {
    tags.push(
      jsonLd({
        '@context': 'https://schema.org',
        '@type': 'Course',
        name: meta.course.name,
        description: meta.course.description,
        url: `${origin}${meta.course.path}`,
        provider: organization,
      }),
    );
  }
  return tags.join('\n    ');
}
