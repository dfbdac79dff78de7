import { useId } from 'react';
import { WELLNESS_ITEMS, type WellnessItemKey } from '../../../../domain/wellness';

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
    <fieldset className="flex flex-col gap-2" aria-describedby={value === null ? errorId : undefined}>
      <legend className="mb-2 text-lg font-bold text-ink">{item.label}</legend>
      <div className="flex flex-col gap-2">
        {item.words.map((word, index) => {
          const score = 5 - index;
          return (
            <label key={score} className="relative">
              <input
                type="radio"
                name={name}
                value={score}
                checked={value === score}
                onChange={() => onChange(item.key, score)}
                className="peer absolute inset-0 h-full w-full cursor-pointer opacity-0"
              />
              <span className="flex min-h-12 items-center gap-3 rounded-xl border border-line bg-surface px-4 py-2 text-ink peer-checked:border-brand peer-checked:bg-brand-soft peer-checked:font-semibold peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand">
                <span aria-hidden className="w-4 font-bold text-brand-strong">
                  {score}
                </span>
                <span className="sr-only">{score}, </span>
                {word}
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
