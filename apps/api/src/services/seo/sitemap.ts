import type { CatalogueSnapshot } from '../catalogue/snapshot';

/** Every public address of a portal's published content, as paths (spec section 2). */
export function publicPaths(snapshot: CatalogueSnapshot, pageSlugs: string[]): string[] {
  const paths = ['/', '/courses', '/paths', '/instructors'];
  if (snapshot.guides.length > 0) paths.push('/guides');
  for (const course of snapshot.courses) {
    paths.push(`/courses/${course.row.slug}`);
    for (const lesson of course.lessons) {
      if (lesson.type !== 'knowledge-check') paths.push(`/courses/${course.row.slug}/lessons/${lesson.slug}`);
    }
  }
  for (const guide of snapshot.guides) paths.push(`/guides/${guide.slug}`);
  for (const path of snapshot.paths) paths.push(`/paths/${path.row.slug}`);
  for (const instructor of snapshot.instructors) paths.push(`/instructors/${instructor.slug}`);
  for (const slug of pageSlugs) paths.push(`/${slug}`);
  return paths;
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function sitemapXml(origin: string, paths: string[]): string {
  const urls = paths.map((path) => `  <url><loc>${escapeXml(`${origin}${path}`)}</loc></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/** Crawlers read the catalogue; the personal and administrative screens and the API are no business of theirs. */
export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Disallow: /api/',
    'Disallow: /identity/',
    'Disallow: /oidc/',
    'Disallow: /account',
    'Disallow: /admin',
    'Disallow: /auth',
    'Disallow: /login/',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
