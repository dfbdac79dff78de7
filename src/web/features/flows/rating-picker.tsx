import { useId } from 'react';
import { ratingClass } from '../../components/ui/rating-colors';
import { RadioTile, RATING_TILE } from './radio-tile';
import { FieldError } from '../../components/ui/form-error';

const RATINGS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as const;

/**
 * Ten coloured rating buttons 1-10 as one radio group named by `title`; arrow keys move between them. An optional
 * rating can be cleared again. `error` shows under the buttons (the one-page mode's DONE without a required rating).
 */
export function RatingPicker({
  title,
  value,
  onChange,
  required,
  error,
  autoFocus = false,
}: {
  title: string;
  value: number | null;
  onChange: (rating: number | null) => void;
  required: boolean;
  error?: string;
  /** Focus the chosen rating (else 1), so keyboard and screen reader users land in the group. */
  autoFocus?: boolean;
}) {
  const titleId = useId();
  const name = useId();
  const errorId = useId();
  return (
    <section className="flex flex-col gap-3">
      {/* The chosen rating beside the title, so no empty line waits under the buttons for it. */}
      <div className="flex items-baseline justify-between gap-3">
        <h2 id={titleId} className="text-xl font-bold text-ink">
          {title}
        </h2>
        <p aria-live="polite" className="shrink-0 font-semibold text-ink">
          {value === null ? '' : `${value}/10`}
        </p>
      </div>
      <p className="text-sm text-muted">
        {required ? 'Choose a rating from 1 to 10.' : 'Optional: choose a rating from 1 to 10.'}
      </p>
      <div
        role="radiogroup"
        aria-labelledby={titleId}
        aria-required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className="grid grid-cols-5 gap-2"
      >
        {RATINGS.map((rating) => (
          <RadioTile
            key={rating}
            name={name}
            value={rating}
            checked={value === rating}
            onChoose={() => onChange(rating)}
            label={`${rating} out of 10`}
            autoFocus={autoFocus && rating === (value ?? 1)}
            className={`flex h-14 items-center justify-center text-lg font-bold ${RATING_TILE} ${ratingClass(rating)}`}
          >
            {rating}
          </RadioTile>
        ))}
      </div>
      <FieldError id={errorId} message={error} />
      {!required && value !== null && (
        <button type="button" onClick={() => onChange(null)} className="self-center text-sm font-semibold text-brand">
          Clear rating
        </button>
      )}
    </section>
  );
}
