import { secondaryButton } from '../../../../components/button-styles';

interface PagerProps {
  pageNumber: number;
  pages: number;
  onPage: (pageNumber: number) => void;
}

/** Previous and Next over zero-based pages, with where the reader is. */
export function Pager({ pageNumber, pages, onPage }: PagerProps) {
  if (pages <= 1) return null;
  return (
    <nav aria-label="Feedback pages" className="mt-4 flex flex-wrap items-center gap-3">
      <button type="button" className={secondaryButton} disabled={pageNumber === 0} onClick={() => onPage(pageNumber - 1)}>
        Previous
      </button>
      <p className="text-sm text-gray-700" aria-live="polite">
        Page {pageNumber + 1} of {pages}
      </p>
      <button type="button" className={secondaryButton} disabled={pageNumber + 1 >= pages} onClick={() => onPage(pageNumber + 1)}>
        Next
      </button>
    </nav>
  );
}
