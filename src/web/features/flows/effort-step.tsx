import { useId } from 'react';
import { EFFORT_SCALE, type EffortDraft } from '../../../domain/load';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/text-field';
import { CHOICE_TILE, RadioTile } from './radio-tile';

/** The title of the step, as the specification asks it (INSIGHTS.md). */
const EFFORT_TITLE = 'How hard was this session?';

/**
 * "How hard was this session?": effort on the CR-10 scale as eleven radio buttons (each with its word, where the scale
 * has one) and the minutes it lasted; both optional. Effort is not the rating: an easy session can be rated 9.
 * `onSkip` (step by step only) leaves the step without them.
 */
export function EffortStep({
  value,
  onChange,
  minutesError,
  onSkip,
  autoFocus = false,
}: {
  value: EffortDraft;
  onChange: (patch: Partial<EffortDraft>) => void;
  minutesError?: string;
  onSkip?: () => void;
  /** Focus the chosen effort (else 0), so keyboard and screen reader users land in the group. */
  autoFocus?: boolean;
}) {
  const titleId = useId();
  const effortId = useId();
  const name = useId();
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-3">
      <h2 id={titleId} className="text-xl font-bold text-ink">
        {EFFORT_TITLE}
      </h2>
      <p className="text-sm text-muted">Optional. Effort is how hard it was, not how well it went.</p>
      <p id={effortId} className="font-semibold text-ink">
        Effort
      </p>
      {/* Two columns filled top to bottom, so the scale reads 0 to 5, then 6 to 10. */}
      <div role="radiogroup" aria-labelledby={effortId} className="grid grid-flow-col grid-cols-2 grid-rows-6 gap-2">
        {EFFORT_SCALE.map(({ effort, word }) => (
          <RadioTile
            key={effort}
            name={name}
            value={effort}
            checked={value.effort === effort}
            onChoose={() => onChange({ effort })}
            autoFocus={autoFocus && effort === (value.effort ?? 0)}
            className={`flex min-h-11 items-center gap-2 bg-surface px-3 text-ink peer-checked:font-semibold ${CHOICE_TILE}`}
          >
            <span className="w-6 font-bold text-brand-strong">{effort}</span>
            {word && <span className="text-sm">{word}</span>}
          </RadioTile>
        ))}
      </div>
      {value.effort !== null && (
        <button
          type="button"
          onClick={() => onChange({ effort: null })}
          className="min-h-11 self-center px-3 text-sm font-semibold text-brand"
        >
          Clear effort
        </button>
      )}
      <TextField
        label="Minutes"
        inputMode="numeric"
        autoComplete="off"
        maxLength={5}
        placeholder="e.g. 60"
        value={value.minutes}
        onChange={(event) => onChange({ minutes: event.target.value })}
        error={minutesError}
      />
      {onSkip && (
        <Button variant="secondary" onClick={onSkip}>
          Skip
        </Button>
      )}
    </section>
  );
}
