import { useId, type ReactNode } from 'react';
import type { TimedReminder } from '../reminder-settings';

/**
 * One reminder: its switch with what it is for, the time it comes at, and any further choice (the journal's days).
 * The time is kept as it is typed and saved once the field is left.
 */
export function ReminderRow({
  title,
  hint,
  reminder,
  disabled,
  onEnabledChange,
  onTimeChange,
  onTimeDone,
  children,
}: {
  title: string;
  hint: string;
  reminder: TimedReminder;
  disabled: boolean;
  onEnabledChange: (enabled: boolean) => void;
  onTimeChange: (time: string) => void;
  onTimeDone: () => void;
  children?: ReactNode;
}) {
  const id = useId();
  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-3 rounded-card bg-surface p-4 shadow-sm">
      <div className="flex items-center justify-between gap-4">
        <label id={`${id}-title`} htmlFor={`${id}-switch`} className="text-lg font-bold text-ink">
          {title}
        </label>
        <input
          id={`${id}-switch`}
          type="checkbox"
          role="switch"
          checked={reminder.enabled}
          disabled={disabled}
          aria-describedby={`${id}-hint`}
          onChange={(event) => onEnabledChange(event.target.checked)}
          className="h-6 w-6 shrink-0 accent-brand"
        />
      </div>
      <p id={`${id}-hint`} className="text-sm text-ink-soft">
        {hint}
      </p>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-time`} className="text-sm font-semibold text-ink-soft">
          Time <span className="sr-only">for the {title.toLowerCase()}</span>
        </label>
        <input
          id={`${id}-time`}
          type="time"
          required
          value={reminder.time}
          disabled={disabled}
          onChange={(event) => event.target.value && onTimeChange(event.target.value)}
          onBlur={onTimeDone}
          className="min-h-12 w-40 rounded-xl border border-field-line bg-surface px-4 text-base text-ink focus:border-brand"
        />
      </div>
      {children}
    </section>
  );
}
