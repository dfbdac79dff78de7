import { useRef } from 'react';
import { Clock } from 'lucide-react';
import { CONTENT_LIMITS } from '../../../domain/entry-content';
import { clockFromTimePicker, timePickerValue } from '../../../domain/today';
import { TextField } from '../../components/ui/text-field';

/**
 * The time of day: free text as the specification has it ('3:30 PM', 'after lunch'), a new entry's filled in with now
 * (see startingTimeOfDay), and beside it the phone's own time picker, which writes its choice as text. Optional
 * everywhere but Food, which passes `required` and its error.
 */
export function TimeOfDayField({
  value,
  onChange,
  required = false,
  error,
  autoFocus = false,
}: {
  value: string;
  onChange: (value: string) => void;
  required?: boolean;
  error?: string;
  autoFocus?: boolean;
}) {
  return (
    <TextField
      label={required ? 'Time of Day' : 'Time of Day (optional)'}
      placeholder="Enter time (e.g. 3:30 PM)"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      maxLength={CONTENT_LIMITS.shortTextChars}
      autoComplete="off"
      aria-required={required || undefined}
      error={error}
      autoFocus={autoFocus}
      end={<TimePicker value={value} onPick={onChange} />}
    />
  );
}

/**
 * The native time picker under a clock: a tap opens the phone's wheel (the input itself lies invisible over the clock,
 * so every browser opens it as its own), a desktop click opens it through showPicker.
 */
function TimePicker({ value, onPick }: { value: string; onPick: (text: string) => void }) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <span className="relative flex h-12 w-12 shrink-0 items-center justify-center rounded-xl border border-field-line bg-surface text-brand-strong focus-within:ring-2 focus-within:ring-brand">
      <Clock aria-hidden size={22} />
      <input
        ref={input}
        type="time"
        aria-label="Choose a time"
        value={timePickerValue(value)}
        onChange={(event) => onPick(clockFromTimePicker(event.target.value))}
        onClick={() => {
          try {
            input.current?.showPicker();
          } catch {
            // Not offered here (or not from this event): the browser's own handling of the tap stays.
          }
        }}
        className="absolute inset-0 h-full w-full cursor-pointer opacity-0"
      />
    </span>
  );
}
