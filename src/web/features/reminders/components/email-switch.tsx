import { useId } from 'react';

/** "Also by email": each reminder also comes as an email (only offered when the server can send email). */
export function EmailSwitch({
  checked,
  disabled,
  onChange,
}: {
  checked: boolean;
  disabled: boolean;
  onChange: (checked: boolean) => void;
}) {
  const hintId = useId();
  return (
    <div className="flex flex-col gap-2">
      <label className="flex min-h-12 cursor-pointer items-center justify-between gap-4 rounded-xl border border-line bg-surface px-4 py-2 font-semibold text-ink">
        Also by email
        <input
          type="checkbox"
          role="switch"
          checked={checked}
          disabled={disabled}
          aria-describedby={hintId}
          onChange={(event) => onChange(event.target.checked)}
          className="h-6 w-6 shrink-0 accent-brand"
        />
      </label>
      <p id={hintId} className="text-sm text-ink-soft">
        Each reminder that is on also comes to your account&apos;s email address, with a link to stop them.
      </p>
    </div>
  );
}
