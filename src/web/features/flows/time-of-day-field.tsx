import { useId } from 'react';
import { CONTENT_LIMITS } from '../../../domain/entry-content';
import { TextField } from '../../components/ui/text-field';
import { FieldError } from '../../components/ui/form-error';

/** Free-text time of day ('3:30 PM'); optional everywhere but Food, which passes `required` and its error. */
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
  const errorId = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <TextField
        label={required ? 'Time of Day' : 'Time of Day (optional)'}
        placeholder="Enter time (e.g. 3:30 PM)"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        maxLength={CONTENT_LIMITS.shortTextChars}
        autoComplete="off"
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        autoFocus={autoFocus}
      />
      <FieldError id={errorId} message={error} />
    </div>
  );
}
