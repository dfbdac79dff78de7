import { useId } from 'react';

/** A setting that is on or off (a switch), with a line saying what it does. */
export function SettingSwitch({
  label,
  hint,
  checked,
  disabled,
  onChange,
}: {
  label: string;
  hint: string;
  checked: boolean;
  disabled: boolean;
  onChange: (checked: boolean) => void;
}) {
  const hintId = useId();
  return (
    <div className="flex flex-col gap-2">
      <label className="flex min-h-12 cursor-pointer items-center justify-between gap-4 rounded-xl border border-line bg-surface px-4 py-2 font-semibold text-ink">
        {label}
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
        {hint}
      </p>
    </div>
  );
}
