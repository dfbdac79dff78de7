import { useId } from 'react';
import { WELLNESS_ITEMS, type WellnessItemKey } from '../../../../domain/wellness';
import { CHOICE_TILE, RadioTile } from '../radio-tile';

type Item = (typeof WELLNESS_ITEMS)[number];

/** One check-in item as five radio buttons, 5 (best) first, each with its word, grouped under the item's name. */
export function WellnessItemField({
  item,
  value,
  errorId,
  onChange,
}: {
  item: Item;
  value: number | null;
  /** The id of the error that names this item while it is unanswered. */
  errorId: string | undefined;
  onChange: (key: WellnessItemKey, value: number) => void;
}) {
  const name = useId();
  return (
    <fieldset
      className="flex flex-col gap-2"
      aria-invalid={value === null && errorId ? true : undefined}
      aria-describedby={value === null ? errorId : undefined}
    >
      <legend className="mb-2 text-lg font-bold text-ink">{item.label}</legend>
      <div className="flex flex-col gap-2">
        {item.words.map((word, index) => {
          const score = 5 - index;
          return (
            <RadioTile
              key={score}
              name={name}
              value={score}
              checked={value === score}
              onChoose={() => onChange(item.key, score)}
              className={`flex min-h-12 items-center gap-3 bg-surface px-4 py-2 text-ink peer-checked:font-semibold ${CHOICE_TILE}`}
            >
              <span aria-hidden className="w-4 font-bold text-brand-strong">
                {score}
              </span>
              <span className="sr-only">{score}, </span>
              {word}
            </RadioTile>
          );
        })}
      </div>
    </fieldset>
  );
}
