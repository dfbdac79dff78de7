import { useId } from 'react';
import { WELLNESS_ITEMS, type WellnessItemKey } from '../../../../domain/wellness';
import { FieldError } from '../../../components/ui/form-error';
import { CHOICE_TILE, RadioTile } from '../radio-tile';

type Item = (typeof WELLNESS_ITEMS)[number];

/**
 * One check-in item as one compact row: five radio buttons, 5 (best) first, each heard with its word ("4, Fresh"),
 * and the word chosen shown beside the item's name. Its problem (unanswered) shows under the row.
 */
export function WellnessItemField({
  item,
  value,
  error,
  onChange,
}: {
  item: Item;
  value: number | null;
  error: string | undefined;
  onChange: (key: WellnessItemKey, value: number) => void;
}) {
  const name = useId();
  const errorId = useId();
  const chosen = value === null ? null : item.words[5 - value];
  return (
    <fieldset
      className="flex min-w-0 flex-col gap-1.5"
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
    >
      <legend className="mb-1.5 w-full font-bold text-ink">
        {item.label}
        {/* The radio chosen says its word to a screen reader; this shows it to everyone else. */}
        {chosen && (
          <span aria-hidden className="font-normal text-ink-soft">
            {' · '}
            {chosen}
          </span>
        )}
      </legend>
      <div className="grid grid-cols-5 gap-2">
        {item.words.map((word, index) => {
          const score = 5 - index;
          return (
            <RadioTile
              key={score}
              name={name}
              value={score}
              checked={value === score}
              onChoose={() => onChange(item.key, score)}
              label={`${score}, ${word}`}
              className={`flex h-11 items-center justify-center bg-surface text-lg font-bold text-ink peer-checked:text-brand-strong ${CHOICE_TILE}`}
            >
              {score}
            </RadioTile>
          );
        })}
      </div>
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}
