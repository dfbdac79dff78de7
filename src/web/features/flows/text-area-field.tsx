import { useId, type TextareaHTMLAttributes } from 'react';
import { CONTENT_LIMITS } from '../../../domain/entry-content';
import { FieldError } from '../../components/ui/form-error';

/** A labelled multi-line answer box, with an optional hint above it and an error below it. */
export function TextAreaField({
  label,
  hint,
  error,
  value,
  onValueChange,
  ...props
}: Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'value' | 'onChange'> & {
  label: string;
  hint?: string;
  error?: string;
  value: string;
  onValueChange: (value: string) => void;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="font-semibold text-ink">
        {label}
      </label>
      {hint && <p className="text-sm text-muted">{hint}</p>}
      <textarea
        id={id}
        rows={5}
        maxLength={CONTENT_LIMITS.longTextChars}
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className="rounded-xl border border-field-line bg-surface px-4 py-3 text-base text-ink placeholder:text-muted focus:border-brand aria-[invalid=true]:border-danger"
        {...props}
      />
      <FieldError id={errorId} message={error} />
    </div>
  );
}
