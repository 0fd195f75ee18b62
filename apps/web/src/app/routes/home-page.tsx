import { Suspense } from 'react';
import { PageSpinner } from '../../components/spinner';
import { FeaturedCourses } from '../../features/courses/components/featured-courses';
import { Hero, Highlights } from '../../features/home/components/hero';
import { FeaturedPaths } from '../../features/paths/components/featured-paths';
import { usePageTitle } from '../../lib/use-page-title';

/** The landing copy shows at once; the catalogue teasers follow when their data arrives. */
export default function HomePage() {
  usePageTitle(null);
  return (
    <>
      <Hero />
      <Highlights />
      <Suspense fallback={<PageSpinner />}>
        <FeaturedCourses />
        <FeaturedPaths />
      </Suspense>
    </>
  );
}
