import { RefreshCw } from 'lucide-react';
import { useSearchParams } from 'react-router';
import type { InsightsRange } from '@academy/shared';
import { secondaryButton } from '../../../components/button-styles';
import { PageSpinner } from '../../../components/spinner';
import { brand } from '../../../tenants';
import { AdminScreen } from '../../../components/admin/admin-screen';
import { useNow } from '../use-now';
import { useInsights } from '../api/get-insights';
import { useRefreshInsights } from '../api/refresh-insights';
import { rangeFromSearch } from '../insights-range';
import { freshnessSentence } from '../insights-freshness';
import { longDayLabel, stars } from '../insights-format';
import { ActivityCards } from './activity-cards';
import { CourseCards } from './course-cards';
import { FavoriteCard } from './favorite-card';
import { LearnersExport } from './learners-export';
import { QuestionCard } from './question-card';
import { RangePicker } from './range-picker';
import { SiteRatingCard } from './site-rating-card';

function Total({ label, value }: { label: string; value: string | number }) {
  return (
    <div className="rounded-card border border-gray-200 bg-white p-4">
      <dt className="text-sm text-gray-700">{label}</dt>
      <dd className="mt-1 text-2xl font-extrabold text-gray-900 tabular-nums">{value}</dd>
    </div>
  );
}

/**
 * /admin/insights: how the portal's learners use it over a range of days (in the address, so a view
 * can be shared). Counts only, from aggregates recomputed on a schedule (decision 024); the one
 * per-learner view is the learners CSV.
 */
export default function InsightsPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const range = rangeFromSearch(searchParams);
  const { data, isError, isFetching } = useInsights(range);
  // "Updated 20 seconds ago" moves on while the page is open.
  const now = useNow(5_000);
  const refresh = useRefreshInsights();
  const show = (next: InsightsRange) => setSearchParams({ from: next.from, to: next.to });

  return (
    <AdminScreen
      title="Insights"
      back={{ to: '/admin', label: 'Administration' }}
      intro={<p>How learners use {brand.academyName}: counts of what they recorded, never another portal&apos;s.</p>}
      actions={
        <button type="button" className={secondaryButton} disabled={refresh.isPending} onClick={() => refresh.mutate()}>
          <RefreshCw aria-hidden="true" className="h-4 w-4" />
          Refresh now
        </button>
      }
    >
      <RangePicker key={`${range.from}:${range.to}`} range={range} onChange={show} />
      {data ? (
        <div aria-busy={isFetching} className="mt-6 space-y-6">
          <p className="text-sm text-gray-700">
            {longDayLabel(data.from)} to {longDayLabel(data.to)}. {freshnessSentence(data, now)}
          </p>
          <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
            <Total label="Courses started" value={data.totals.coursesStarted} />
            <Total label="Courses completed" value={data.totals.coursesCompleted} />
            <Total label="Site rating" value={`${stars(data.totals.averageRating)} (${data.totals.ratings})`} />
            <Total label="Favourites saved" value={data.totals.favoritesSaved} />
          </dl>
          <div className="grid gap-6 xl:grid-cols-2">
            <ActivityCards insights={data} range={range} />
            <CourseCards insights={data} range={range} />
            <QuestionCard questions={data.questions} range={range} />
            <FavoriteCard favorites={data.favorites} range={range} />
            <SiteRatingCard insights={data} range={range} />
          </div>
          <LearnersExport range={range} />
        </div>
      ) : isError ? (
        <p className="mt-8 text-gray-700">The insights could not be loaded. Try again later.</p>
      ) : (
        <PageSpinner />
      )}
    </AdminScreen>
  );
}
