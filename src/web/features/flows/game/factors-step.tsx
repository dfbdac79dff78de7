import { EXTERNAL_FACTORS, type ExternalFactor } from '../../../../domain/entry-content';

/** The postgame checklist of the five fixed external factors. */
export function FactorsStep({
  value,
  onChange,
}: {
  value: readonly ExternalFactor[];
  onChange: (factors: ExternalFactor[]) => void;
}) {
  const toggle = (factor: ExternalFactor, checked: boolean) =>
    onChange(EXTERNAL_FACTORS.filter((f) => (f === factor ? checked : value.includes(f))));
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-1 text-lg font-bold text-ink">Which external factors affected your game?</legend>
      <p className="text-sm text-muted">Tick any that apply.</p>
      {EXTERNAL_FACTORS.map((factor) => (
        <label
          key={factor}
          className="flex min-h-12 cursor-pointer items-center gap-3 rounded-xl border border-line bg-surface px-4 text-base font-semibold text-ink has-checked:border-brand has-checked:bg-brand-soft"
        >
          <input
            type="checkbox"
            checked={value.includes(factor)}
            onChange={(event) => toggle(factor, event.target.checked)}
            className="h-5 w-5 accent-brand"
          />
          {factor}
        </label>
      ))}
    </fieldset>
  );
}
