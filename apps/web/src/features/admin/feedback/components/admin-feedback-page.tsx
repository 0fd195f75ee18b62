import { useSearchParams } from 'react-router';
import { USERS_ELLIPSIS_BUFFER } from '@academy/shared';
import { PageSpinner } from '../../../../components/spinner';
import { useAdminFeedback } from '../api/get-admin-feedback';
import { Pager } from '../../../../components/table/pager';
import { pageCount } from '../../../../components/table/pagination';
import { AdminScreen } from '../../components/admin-screen';
import { filtersFromSearch, filtersToQuery, withFilter, type FeedbackFilters } from '../feedback-filters';
import { FeedbackFilterBar } from './feedback-filter-bar';
import { RatingAverages } from './rating-averages';
import { SubmissionsTable } from './submissions-table';

/** /admin/feedback: submissions with filters in the address (so a view can be shared), and average ratings. */
export default function AdminFeedbackPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = filtersFromSearch(searchParams);
  const { data, isError, isFetching } = useAdminFeedback(filters);
  const show = (next: FeedbackFilters) => setSearchParams(filtersToQuery(next));

  return (
    <AdminScreen title="Feedback" back={{ to: '/admin', label: 'Administration' }} intro="What learners and visitors sent with Give Feedback and the survey, newest first.">
      <FeedbackFilterBar filters={filters} onChange={(change) => show(withFilter(filters, change))} />
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
    </AdminScreen>
  );
}
