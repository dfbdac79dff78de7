import { useId, type TextareaHTMLAttributes } from 'react';

/** A labelled multi-line answer box; `hint` is read out with the field (for example "Question 2 of 3"). */
export function TextAreaField({
  label,
  hint,
  ...props
}: TextareaHTMLAttributes<HTMLTextAreaElement> & { label: string; hint?: string }) {
  const id = useId();
  return (
    <div className="flex flex-col gap-2">
      {hint && (
        <p id={`${id}-hint`} className="text-sm font-semibold text-muted">
          {hint}
        </p>
      )}
      <label htmlFor={id} className="text-lg font-bold text-ink">
        {label}
      </label>
      <textarea
        id={id}
        rows={5}
        maxLength={5000}
        aria-describedby={hint ? `${id}-hint` : undefined}
        className="rounded-xl border border-line bg-surface p-4 text-base text-ink placeholder:text-muted focus:border-brand"
        {...props}
      />
    </div>
  );
}
