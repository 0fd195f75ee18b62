import type { ReactNode } from 'react';
import { USERS_ELLIPSIS_BUFFER } from '@academy/shared';
import { PageSpinner } from '../spinner';
import { Pager } from '../table/pager';
import { pageCount } from '../table/pagination';

interface ListPage {
  pageNumber: number;
  pageSize: number;
  totalElements: number;
}

interface ListResultsProps<P extends ListPage> {
  /** The page the server answered, undefined while it loads or when it failed. */
  page: P | undefined;
  isError: boolean;
  isFetching: boolean;
  /** Said when the list could not be loaded, e.g. "The outbox could not be loaded." */
  failure: string;
  /** The count line above the list, announced as a status. */
  status: (page: P) => ReactNode;
  pagerLabel: string;
  onPage: (pageNumber: number) => void;
  children: (page: P) => ReactNode;
}

/**
 * One page of a list the server pages and searches: a spinner while it loads, a plain failure
 * message, then the count, the rows (`children`) and the pager; busy while the next page loads.
 */
export function ListResults<P extends ListPage>({
  page,
  isError,
  isFetching,
  failure,
  status,
  pagerLabel,
  onPage,
  children,
}: ListResultsProps<P>) {
  if (!page) return isError ? <p className="mt-8 text-gray-700">{failure} Try again later.</p> : <PageSpinner />;
  return (
    <div className="mt-6 space-y-4" aria-busy={isFetching}>
      <p role="status" className="text-sm text-gray-700">
        {status(page)}
      </p>
      {children(page)}
      <Pager
        label={pagerLabel}
        page={page.pageNumber}
        totalPages={pageCount(page.totalElements, page.pageSize)}
        ellipsisBuffer={USERS_ELLIPSIS_BUFFER}
        onChange={onPage}
      />
    </div>
  );
}
