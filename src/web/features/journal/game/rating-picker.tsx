import { useId } from 'react';
import { ratingButtonTone, type RatingTone } from '../../../../domain/rating';

const RATINGS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as const;

// Full class names (Tailwind finds them by reading the source); the chosen one is solid and ringed.
const TONE_CLASS = {
  green: 'border-green-500 bg-green-100 has-checked:bg-green-500',
  lime: 'border-lime-500 bg-lime-100 has-checked:bg-lime-400',
  amber: 'border-amber-500 bg-amber-100 has-checked:bg-amber-400',
  orange: 'border-orange-500 bg-orange-100 has-checked:bg-orange-400',
  red: 'border-red-500 bg-red-100 has-checked:bg-red-500',
} as const satisfies Record<RatingTone, string>;

/**
 * Ratings 1-10 as a radio group, coloured by ratingButtonTone (specification section 9). Each button is a native
 * radio laid transparently over its number, so arrow keys move and each is named "N out of 10".
 */
export function RatingPicker({
  legend,
  value,
  onChange,
  disabled = false,
}: {
  legend: string;
  value: number | null;
  onChange: (rating: number) => void;
  disabled?: boolean;
}) {
  const name = useId();
  return (
    <fieldset className="flex flex-col gap-3" disabled={disabled}>
      <legend className="mb-3 text-lg font-bold text-ink">{legend}</legend>
      <div className="grid grid-cols-5 gap-2">
        {RATINGS.map((n) => (
          <label
            key={n}
            className={`relative flex min-h-12 cursor-pointer items-center justify-center rounded-xl border-2 text-lg font-bold text-ink has-checked:ring-4 has-checked:ring-ink/30 has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand ${TONE_CLASS[ratingButtonTone(n)]}`}
          >
            <input
              type="radio"
              name={name}
              value={n}
              checked={value === n}
              onChange={() => onChange(n)}
              aria-label={`${n} out of 10`}
              className="absolute inset-0 cursor-pointer appearance-none rounded-xl opacity-0"
            />
            <span aria-hidden className="pointer-events-none">
              {n}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
