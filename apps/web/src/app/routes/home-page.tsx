import { Suspense } from 'react';
import { PageSpinner } from '../../components/spinner';
import { FeaturedCourses } from '../../features/courses/components/featured-courses';
import { Hero, Highlights } from '../../features/home/components/hero';
import { FeaturedGuides } from '../../features/guides/components/featured-guides';
import { FeaturedPaths } from '../../features/paths/components/featured-paths';
import { useSession } from '../../lib/auth/session';
import { lazyScreen } from '../../lib/chunk-reload';
import { usePageTitle } from '../../lib/use-page-title';
import { brand } from '../../tenants';

const LearnerDashboard = lazyScreen(() => import('../../features/dashboard/components/learner-dashboard'));
const DashboardPaths = lazyScreen(() => import('../../features/paths/components/dashboard-paths'));
const DashboardCertificates = lazyScreen(() => import('../../features/certificates/components/dashboard-certificates'));

/** The landing copy shows at once; the learner's dashboard and the catalogue teasers follow when their data arrives. */
export default function HomePage() {
  usePageTitle(null);
  const { isAuthenticated } = useSession();
  return (
    <>
      <Hero />
      {isAuthenticated && (
        <Suspense fallback={<PageSpinner />}>
          <LearnerDashboard>
            <DashboardPaths />
            <DashboardCertificates />
          </LearnerDashboard>
        </Suspense>
      )}
      <Highlights overlapHero={!isAuthenticated} />
      <Suspense fallback={<PageSpinner />}>
        <FeaturedCourses />
        <FeaturedPaths />
        {/* Without a Guides tab, the home page is where the portal's guides are found. */}
        {brand.variant !== 'application-framework' && <FeaturedGuides />}
      </Suspense>
    </>
  );
}
