import { stepSleepHours } from '../../../../domain/wellness-form';
import { TextField } from '../../../components/ui/text-field';

const STEP =
  'flex h-12 w-12 shrink-0 items-center justify-center rounded-xl border border-line bg-surface text-2xl font-bold text-brand-strong';

/** Hours slept as a stepper: a half hour less or more with a tap, or typed ('7.5', '7,5'); blank is none. */
export function HoursField({
  label,
  value,
  onChange,
  error,
}: {
  label: string;
  value: string;
  onChange: (hours: string) => void;
  error: string | undefined;
}) {
  const step = (direction: 1 | -1, name: string, sign: string) => (
    <button type="button" className={STEP} aria-label={name} onClick={() => onChange(stepSleepHours(value, direction))}>
      {sign}
    </button>
  );
  return (
    <TextField
      label={label}
      inputMode="decimal"
      autoComplete="off"
      placeholder="e.g. 8"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={error}
      className="max-w-64"
      start={step(-1, 'Half an hour less', '−')}
      end={step(1, 'Half an hour more', '+')}
    />
  );
}
