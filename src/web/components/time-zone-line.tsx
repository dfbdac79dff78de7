import { useId, useState, type ReactNode } from 'react';
import { Button } from './ui/button';
import { browserTimeZone } from '../lib/time-zone';

/**
 * Every zone the browser knows, with the chosen one even if the list lacks it (an alias such as "UTC"). A browser
 * that cannot list them (before 2022) offers the chosen zone and its own.
 */
function zonesWith(chosen: string): string[] {
  const zones = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [browserTimeZone()];
  return zones.includes(chosen) ? zones : [chosen, ...zones].sort();
}

/**
 * The time zone some times are in (reminders', a team's report), and the way to change it; `unset` says which zone
 * they will be in while none is chosen yet.
 */
export function TimeZoneLine({
  timeZone,
  unset,
  disabled,
  onChange,
}: {
  timeZone: string | null;
  unset: ReactNode;
  disabled: boolean;
  onChange: (timeZone: string) => void;
}) {
  const [changing, setChanging] = useState(false);
  const id = useId();
  if (timeZone === null) return <p className="text-sm text-ink-soft">{unset}</p>;
  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-center justify-between gap-3">
        <p className="text-base text-ink">Times are in {timeZone}</p>
        <Button
          variant="ghost"
          disabled={disabled}
          aria-expanded={changing}
          aria-controls={changing ? `${id}-zone` : undefined}
          onClick={() => setChanging(!changing)}
        >
          {changing ? 'Done' : 'Change'}
          <span className="sr-only"> time zone</span>
        </Button>
      </div>
      {changing && (
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${id}-zone`} className="text-sm font-semibold text-ink-soft">
            Time zone
          </label>
          <select
            id={`${id}-zone`}
            value={timeZone}
            disabled={disabled}
            onChange={(event) => onChange(event.target.value)}
            className="min-h-12 rounded-xl border border-field-line bg-surface px-4 text-base text-ink focus:border-brand"
          >
            {zonesWith(timeZone).map((zone) => (
              <option key={zone} value={zone}>
                {zone}
              </option>
            ))}
          </select>
        </div>
      )}
    </div>
  );
}
