import { useId } from 'react';
import { FieldError } from '../../components/ui/form-error';
import { CHOICE_TILE, RadioTile } from './radio-tile';

/** One answer of a worded choice: its stored value, its name, and what it means (under the name), if anything. */
export interface ChoiceOption {
  value: string;
  label: string;
  hint?: string;
}

/**
 * A question answered by one of a few worded tiles (an injury's problem, body area, side, availability), as one radio
 * group under its label; an optional one with `clearLabel` can be cleared again. Its problem shows under the tiles.
 */
export function ChoiceField({
  label,
  options,
  columns,
  value,
  onChange,
  required,
  clearLabel,
  error,
  autoFocus = false,
}: {
  label: string;
  options: readonly ChoiceOption[];
  columns: 1 | 2 | 3 | 6;
  value: string | null;
  onChange: (value: string | null) => void;
  required: boolean;
  /** The button that takes an optional answer back ("Clear body area"); none without it. */
  clearLabel?: string;
  error?: string;
  autoFocus?: boolean;
}) {
  const labelId = useId();
  const name = useId();
  const errorId = useId();
  return (
    <section className="flex flex-col gap-2">
      <p id={labelId} className="font-bold text-ink">
        {label}
        {!required && <span className="font-normal text-muted"> (optional)</span>}
      </p>
      <div
        role="radiogroup"
        aria-labelledby={labelId}
        aria-required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={`grid gap-2 ${GRID[columns]}`}
      >
        {options.map((option, index) => (
          <RadioTile
            key={option.value}
            name={name}
            value={option.value}
            checked={value === option.value}
            onChoose={() => onChange(option.value)}
            autoFocus={autoFocus && (value === null ? index === 0 : value === option.value)}
            className={`flex min-h-11 flex-col justify-center bg-surface px-3 py-2 text-ink peer-checked:font-semibold ${CHOICE_TILE}`}
          >
            <span>{option.label}</span>
            {option.hint && <span className="text-sm font-normal text-ink-soft">{option.hint}</span>}
          </RadioTile>
        ))}
      </div>
      <FieldError id={errorId} message={error} />
      {clearLabel && !required && value !== null && (
        <button
          type="button"
          onClick={() => onChange(null)}
          className="min-h-11 self-center px-3 text-sm font-semibold text-brand"
        >
          {clearLabel}
        </button>
      )}
    </section>
  );
}

const GRID = { 1: 'grid-cols-1', 2: 'grid-cols-2', 3: 'grid-cols-3', 6: 'grid-cols-6' } as const;
