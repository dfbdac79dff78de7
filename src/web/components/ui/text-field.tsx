import { useId, type ComponentProps, type ReactNode } from 'react';
import { FieldError } from './form-error';

/**
 * A labelled text input, with its error (if any) right under it, tied to it for screen readers. `start` and `end`
 * sit on either side of the box (a stepper's buttons).
 */
export function TextField({
  label,
  error,
  className = '',
  start,
  end,
  ...props
}: ComponentProps<'input'> & { label: string; error?: string; start?: ReactNode; end?: ReactNode }) {
  const id = useId();
  const errorId = useId();
  const beside = start !== undefined || end !== undefined;
  const input = (
    <input
      id={id}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
      className={`${beside ? 'min-w-0 flex-1 ' : ''}min-h-12 rounded-xl border border-field-line bg-surface px-4 text-base text-ink placeholder:text-muted focus:border-brand aria-invalid:border-danger`}
      {...props}
    />
  );
  return (
    <div className={`flex flex-col gap-1.5 ${className}`}>
      <label htmlFor={id} className="text-sm font-semibold text-ink-soft">
        {label}
      </label>
      {beside ? (
        <div className="flex items-center gap-2">
          {start}
          {input}
          {end}
        </div>
      ) : (
        input
      )}
      <FieldError id={errorId} message={error} />
    </div>
  );
}

/** A password being chosen (sign-up, a reset, a change): the browser offers to make one and to save it. */
export const NEW_PASSWORD = { type: 'password', autoComplete: 'new-password', required: true } as const;
