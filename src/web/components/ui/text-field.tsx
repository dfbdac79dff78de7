import { useId, type ComponentProps } from 'react';
import { FieldError } from './form-error';

/** A labelled text input, with its error (if any) right under it, tied to it for screen readers. */
export function TextField({
  label,
  error,
  className = '',
  ...props
}: ComponentProps<'input'> & { label: string; error?: string }) {
  const id = useId();
  const errorId = useId();
  return (
    <div className={`flex flex-col gap-1.5 ${className}`}>
      <label htmlFor={id} className="text-sm font-semibold text-ink-soft">
        {label}
      </label>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className="min-h-12 rounded-xl border border-line bg-surface px-4 text-base text-ink placeholder:text-muted focus:border-brand aria-invalid:border-danger"
        {...props}
      />
      <FieldError id={errorId} message={error} />
    </div>
  );
}

/** A password being chosen (sign-up, a reset, a change): the browser offers to make one and to save it. */
export const NEW_PASSWORD = { type: 'password', autoComplete: 'new-password', required: true } as const;
