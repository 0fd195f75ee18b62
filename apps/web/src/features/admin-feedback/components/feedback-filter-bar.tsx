import { useId } from 'react';
import { RATING_MAX } from '@academy/shared';
import { brand } from '../../../tenants';
import { FilterSelect } from '../../../components/admin/filter-select';
import type { FeedbackFilters } from '../feedback-filters';

interface FilterBarProps {
  filters: FeedbackFilters;
  onChange: (change: Partial<Pick<FeedbackFilters, 'type' | 'rating'>>) => void;
}

const TYPES = [
  { value: 'lesson', label: 'Lessons and guides' },
  { value: 'course', label: 'Courses' },
  { value: 'general', label: 'General' },
] as const;
const RATINGS = Array.from({ length: RATING_MAX }, (_, index) => RATING_MAX - index);

/**
 * Portal, type and rating. The portal is the one the admin manages here, and only that one: a sign-in
 * administers the portal it was made for (decision 014), so no other portal is offered.
 */
export function FeedbackFilterBar({ filters, onChange }: FilterBarProps) {
  const portalId = useId();
  return (
    <form
      aria-label="Filter feedback"
      onSubmit={(event) => event.preventDefault()}
      className="flex flex-col gap-4 sm:flex-row sm:flex-wrap sm:items-end"
    >
      <div>
        <span id={portalId} className="block text-sm font-semibold text-gray-900">
          Portal
        </span>
        <p
          aria-labelledby={portalId}
          aria-describedby={`${portalId}-hint`}
          className="mt-1 rounded-lg border border-gray-200 bg-gray-50 px-3 py-2 text-gray-900 sm:w-48"
        >
          {brand.academyName}
        </p>
        <p id={`${portalId}-hint`} className="sr-only">
          The portal you manage here; another portal&apos;s feedback is read by signing in to that portal.
        </p>
      </div>
      <FilterSelect
        label="Type"
        value={filters.type ?? ''}
        onChange={(value) => onChange({ type: TYPES.find((type) => type.value === value)?.value })}
      >
        <option value="">All types</option>
        {TYPES.map((type) => (
          <option key={type.value} value={type.value}>
            {type.label}
          </option>
        ))}
      </FilterSelect>
      <FilterSelect
        label="Rating"
        value={filters.rating ? String(filters.rating) : ''}
        onChange={(value) => onChange({ rating: value ? Number(value) : undefined })}
      >
        <option value="">Any rating</option>
        {RATINGS.map((rating) => (
          <option key={rating} value={rating}>
            {rating === 1 ? '1 star' : `${rating} stars`}
          </option>
        ))}
      </FilterSelect>
    </form>
  );
}
