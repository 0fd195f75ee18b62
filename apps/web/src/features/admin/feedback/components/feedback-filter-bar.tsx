import { useId, type ReactNode } from 'react';
import { RATING_MAX } from '@academy/shared';
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

function Select({ label, value, onChange, children }: { label: string; value: string; onChange: (value: string) => void; children: ReactNode }) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-gray-900">
        {label}
      </label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)} className="mt-1 block w-full rounded-lg border border-gray-400 bg-white px-3 py-2 text-gray-900 sm:w-48">
        {children}
      </select>
    </div>
  );
}

/** Type and rating. Only this portal's feedback is shown: another portal's is read after signing in there. */
export function FeedbackFilterBar({ filters, onChange }: FilterBarProps) {
  return (
    <form aria-label="Filter feedback" onSubmit={(event) => event.preventDefault()} className="mt-8 flex flex-col gap-4 sm:flex-row sm:flex-wrap sm:items-end">
      <Select label="Type" value={filters.type ?? ''} onChange={(value) => onChange({ type: TYPES.find((type) => type.value === value)?.value })}>
        <option value="">All types</option>
        {TYPES.map((type) => (
          <option key={type.value} value={type.value}>
            {type.label}
          </option>
        ))}
      </Select>
      <Select label="Rating" value={filters.rating ? String(filters.rating) : ''} onChange={(value) => onChange({ rating: value ? Number(value) : undefined })}>
        <option value="">Any rating</option>
        {RATINGS.map((rating) => (
          <option key={rating} value={rating}>
            {rating === 1 ? '1 star' : `${rating} stars`}
          </option>
        ))}
      </Select>
    </form>
  );
}
