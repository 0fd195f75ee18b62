import { useSearchParams } from 'react-router';
import { PageSpinner } from '../../../../components/spinner';
import { usePageTitle } from '../../../../lib/use-page-title';
import { useAdminFeedback } from '../api/get-admin-feedback';
import { pageCount } from '../../../../components/table/pagination';
import { filtersFromSearch, filtersToQuery, withFilter, type FeedbackFilters } from '../feedback-filters';
import { AdminPageHeader } from './admin-page-header';
import { FeedbackFilterBar } from './feedback-filter-bar';
import { Pager } from './pager';
import { RatingAverages } from './rating-averages';
import { SubmissionsTable } from './submissions-table';

/** /admin/feedback: submissions with filters in the address (so a view can be shared), and average ratings. */
export default function AdminFeedbackPage() {
  usePageTitle('Feedback');
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = filtersFromSearch(searchParams);
  const { data, isError, isFetching } = useAdminFeedback(filters);
  const show = (next: FeedbackFilters) => setSearchParams(filtersToQuery(next));

  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-8">
      <AdminPageHeader heading="Feedback">What learners and visitors sent with Give Feedback and the survey, newest first.</AdminPageHeader>
      <FeedbackFilterBar filters={filters} onChange={(change) => show(withFilter(filters, change))} />
      {data ? (
        <div aria-busy={isFetching}>
          <section aria-labelledby="submissions-heading" className="mt-8">
            <h2 id="submissions-heading" className="text-xl font-bold text-gray-900">
              Submissions <span className="font-normal text-gray-600">({data.totalElements})</span>
            </h2>
            <SubmissionsTable items={data.result} />
            <Pager pageNumber={filters.pageNumber} pages={pageCount(data.totalElements, filters.pageSize)} onPage={(pageNumber) => show({ ...filters, pageNumber })} />
          </section>
          <section aria-labelledby="averages-heading" className="mt-10">
            <h2 id="averages-heading" className="text-xl font-bold text-gray-900">
              Average ratings
            </h2>
            <RatingAverages averages={data.averages} />
          </section>
        </div>
      ) : isError ? (
        <p className="mt-8 text-gray-700">The feedback could not be loaded. Choose another portal or try again later.</p>
      ) : (
        <PageSpinner />
      )}
    </div>
  );
}
