import { ChevronLeft, ChevronRight } from 'lucide-react';
import { pageItems } from './pagination';

interface PagerProps {
  /** Zero-based. */
  page: number;
  totalPages: number;
  ellipsisBuffer: number;
  onChange: (page: number) => void;
  label: string;
}

const itemClass =
  'inline-flex h-9 min-w-9 items-center justify-center rounded-md border px-2 text-sm font-semibold focus-visible:outline-3 focus-visible:outline-offset-2 disabled:opacity-50';

/** Page links with previous and next; an ellipsis jumps to the middle of the pages it hides. */
export function Pager({ page, totalPages, ellipsisBuffer, onChange, label }: PagerProps) {
  if (totalPages <= 1) return null;
  const plain = `${itemClass} border-gray-300 bg-white text-gray-800 hover:bg-gray-50`;
  return (
    <nav aria-label={label}>
      <ul className="flex flex-wrap items-center gap-1">
        <li>
          <button type="button" className={plain} disabled={page === 0} onClick={() => onChange(page - 1)} aria-label="Previous page">
            <ChevronLeft aria-hidden="true" className="h-4 w-4" />
          </button>
        </li>
        {pageItems(page, totalPages, ellipsisBuffer).map((item) =>
          item.kind === 'page' ? (
            <li key={item.page}>
              <button
                type="button"
                aria-current={item.page === page ? 'page' : undefined}
                aria-label={`Page ${item.page + 1}`}
                onClick={() => onChange(item.page)}
                className={item.page === page ? `${itemClass} border-brand bg-brand text-white` : plain}
              >
                {item.page + 1}
              </button>
            </li>
          ) : (
            <li key={`gap-${item.pages[0]}`}>
              <button
                type="button"
                className={plain}
                aria-label={`Pages ${item.pages[0] + 1} to ${item.pages[item.pages.length - 1] + 1}`}
                onClick={() => onChange(item.pages[Math.floor(item.pages.length / 2)])}
              >
                …
              </button>
            </li>
          ),
        )}
        <li>
          <button
            type="button"
            className={plain}
            disabled={page >= totalPages - 1}
            onClick={() => onChange(page + 1)}
            aria-label="Next page"
          >
            <ChevronRight aria-hidden="true" className="h-4 w-4" />
          </button>
        </li>
      </ul>
    </nav>
  );
}
