import { useId } from 'react';
import { TEAM_SCOPES, TEAM_SCOPE_WORDS, type TeamScope } from '../../../../domain/teams/teams';

/**
 * What staff will see, as two radios, each with its one sentence under it (tied to it for screen readers). Uncontrolled:
 * the form reads `scope`.
 */
export function ScopeChoice({ legend, defaultScope }: { legend: string; defaultScope: TeamScope }) {
  const id = useId();
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-semibold text-ink-soft">{legend}</legend>
      {TEAM_SCOPES.map((scope) => (
        <label
          key={scope}
          className="flex min-h-11 cursor-pointer items-start gap-3 rounded-xl border border-line bg-surface p-3 has-checked:border-brand has-checked:bg-brand-soft"
        >
          <input
            type="radio"
            name="scope"
            value={scope}
            defaultChecked={scope === defaultScope}
            // Named by the scope alone; its sentence is its description, read after it.
            aria-labelledby={`${id}-${scope}-label`}
            aria-describedby={`${id}-${scope}`}
            className="mt-0.5 h-5 w-5 shrink-0 accent-brand"
          />
          <span className="flex flex-col gap-0.5">
            <span id={`${id}-${scope}-label`} className="text-base font-semibold text-ink">
              {TEAM_SCOPE_WORDS[scope].label}
            </span>
            <span id={`${id}-${scope}`} className="text-sm text-ink-soft">
              {TEAM_SCOPE_WORDS[scope].explanation}
            </span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}

/** The scope a form was sent with; the default (figures only) when none is chosen. */
export const scopeOf = (form: FormData): TeamScope => (form.get('scope') === 'full' ? 'full' : 'figures');
