import { useId } from 'react';
import { toggleWeekday, WEEKDAYS } from './weekdays';

// Seven to a row on the narrowest phones (a 390 px screen leaves a card 326 px): each takes a seventh of it.
const chip =
  'min-h-11 min-w-0 rounded-full border border-line bg-surface text-sm font-semibold text-ink transition-colors hover:bg-canvas aria-pressed:border-brand aria-pressed:bg-brand aria-pressed:text-white';

/** The days a weekly choice is on: seven toggle buttons, Monday first, each named in full for screen readers. */
export function WeekdayButtons({
  weekdays,
  disabled,
  error,
  onChange,
}: {
  weekdays: readonly number[];
  disabled: boolean;
  error: string | undefined;
  onChange: (weekdays: number[]) => void;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <span id={`${id}-label`} className="text-sm font-semibold text-ink-soft">
        Days
      </span>
      <div
        role="group"
        aria-labelledby={`${id}-label`}
        aria-describedby={error ? `${id}-error` : undefined}
        className="grid grid-cols-7 gap-1"
      >
        {WEEKDAYS.map(({ day, short, name }) => (
          <button
            key={day}
            type="button"
            aria-pressed={weekdays.includes(day)}
            disabled={disabled}
            onClick={() => onChange(toggleWeekday(weekdays, day))}
            className={chip}
          >
            <span aria-hidden>{short}</span>
            <span className="sr-only">{name}</span>
          </button>
        ))}
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm font-semibold text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
