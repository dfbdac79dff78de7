import { useId, type InputHTMLAttributes } from 'react';

/** A labelled text input. */
export function TextField({
  label,
  className = '',
  ...props
}: InputHTMLAttributes<HTMLInputElement> & { label: string }) {
  const id = useId();
  return (
    <div className={`flex flex-col gap-1.5 ${className}`}>
      <label htmlFor={id} className="text-sm font-semibold text-ink-soft">
        {label}
      </label>
      <input
        id={id}
        className="min-h-12 rounded-xl border border-line bg-surface px-4 text-base text-ink placeholder:text-muted focus:border-brand"
        {...props}
      />
    </div>
  );
}
