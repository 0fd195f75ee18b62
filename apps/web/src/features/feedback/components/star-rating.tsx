import { useId, useState } from 'react';
import { RATING_MAX } from '@academy/shared';
import { Star } from 'lucide-react';
import { FieldError, RequiredMark } from './form-parts';

const STARS = Array.from({ length: RATING_MAX }, (_, index) => index + 1);

interface StarRatingProps {
  /** 0 while no star is chosen. */
  value: number;
  onChange: (rating: number) => void;
  onBlur: () => void;
  error?: string;
}

/**
 * Spec: 1 to 5 stars, set by a click and previewed on hover. Native radio buttons make it a radio
 * group for assistive technology and the keyboard (Tab in, arrows to choose).
 */
export function StarRating({ value, onChange, onBlur, error }: StarRatingProps) {
  const id = useId();
  const [preview, setPreview] = useState(0);
  const shown = preview || value;
  return (
    <fieldset aria-describedby={`${id}-status${error ? ` ${id}-error` : ''}`}>
      <legend className="text-sm font-semibold text-gray-900">
        How would you rate your experience?
        <RequiredMark />
      </legend>
      <div className="mt-1 flex items-center gap-1" onMouseLeave={() => setPreview(0)}>
        {STARS.map((star) => (
          <label
            key={star}
            onMouseEnter={() => setPreview(star)}
            className="cursor-pointer rounded-md p-1 has-[input:focus-visible]:outline-3 has-[input:focus-visible]:outline-offset-1 has-[input:focus-visible]:outline-brand"
          >
            <input
              type="radio"
              name={id}
              value={star}
              checked={value === star}
              onChange={() => onChange(star)}
              onBlur={onBlur}
              className="sr-only"
            />
            <Star aria-hidden="true" className={`h-8 w-8 ${star <= shown ? 'fill-amber-400 text-amber-600' : 'text-gray-500'}`} />
            <span className="sr-only">{star === 1 ? '1 star' : `${star} stars`}</span>
          </label>
        ))}
        <span id={`${id}-status`} className="ml-2 text-sm text-gray-700" data-testid="rating-status">
          {shown ? `${shown} of ${RATING_MAX}` : 'No rating yet'}
        </span>
      </div>
      <FieldError id={`${id}-error`} message={error} />
    </fieldset>
  );
}
