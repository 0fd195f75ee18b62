import { useSearchParams } from 'react-router';
import { USERS_ELLIPSIS_BUFFER } from '@academy/shared';
import { PageSpinner } from '../../../components/spinner';
import { Pager } from '../../../components/table/pager';
import { pageCount } from '../../../components/table/pagination';
import { brand } from '../../../tenants';
import { AdminScreen } from '../../../components/admin/admin-screen';
import { ListSearch } from '../../../components/admin/list-search';
import { withChange } from '../../../lib/admin/list-params';
import { useAdminFeedback } from '../api/get-admin-feedback';
import { filtersFromSearch, filtersToQuery, type FeedbackFilters } from '../feedback-filters';
import { FeedbackFilterBar } from './feedback-filter-bar';
import { SiteRatings } from './site-ratings';
import { SubmissionsTable } from './submissions-table';

/** /admin/feedback: submissions searched, filtered and paged by the server (the address holds the view, so it can be shared), and the site rating. */
export default function AdminFeedbackPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = filtersFromSearch(searchParams);
  const { data, isError, isFetching } = useAdminFeedback(filters);
  const show = (next: FeedbackFilters) => setSearchParams(filtersToQuery(next));

  return (
    <AdminScreen
      title="Feedback"
      back={{ to: '/admin', label: 'Administration' }}
      intro={`What learners and visitors sent ${brand.academyName} with Give Feedback and the survey, newest first.`}
    >
      <div className="flex flex-col gap-6">
        <ListSearch
          label="Search feedback"
          hint="Comments, page, lesson or course title, or the sender's name or e-mail."
          value={filters.q ?? ''}
          onSearch={(q) => show(withChange(filters, { q }))}
        />
        <FeedbackFilterBar filters={filters} onChange={(change) => show(withChange(filters, change))} />
      </div>
      {data ? (
        <div aria-busy={isFetching}>
          <section aria-labelledby="submissions-heading" className="mt-8">
            <h2 id="submissions-heading" className="text-xl font-bold text-gray-900">
              Submissions <span className="font-normal text-gray-600">({data.totalElements})</span>
            </h2>
            <SubmissionsTable items={data.result} />
            <div className="mt-4">
              <Pager
                page={filters.pageNumber}
                totalPages={pageCount(data.totalElements, filters.pageSize)}
                ellipsisBuffer={USERS_ELLIPSIS_BUFFER}
                onChange={(pageNumber) => show({ ...filters, pageNumber })}
                label="Feedback pages"
              />
            </div>
          </section>
          <section aria-labelledby="site-rating-heading" className="mt-10">
            <h2 id="site-rating-heading" className="text-xl font-bold text-gray-900">
              Site rating
            </h2>
            <p className="mt-1 text-sm text-gray-700">
              The survey&apos;s stars rate the whole site, whatever page they were sent from, so they are kept apart from courses and
              lessons.
            </p>
            <SiteRatings siteRatings={data.siteRatings} />
          </section>
        </div>
      ) : isError ? (
        <p className="mt-8 text-gray-700">The feedback could not be loaded. Try again later.</p>
      ) : (
        <PageSpinner />
      )}
    </AdminScreen>
  );
}
