import { useId } from 'react';
import type { MatchDraft } from '../../../../domain/match-record';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { CHOICE_TILE, RadioTile } from '../radio-tile';

/** Problems by content path: `minutesPlayed`, `scoreFor`, `scoreAgainst`. */
type MatchProblems = Partial<Record<string, string>>;

const STARTS = [
  { started: true, label: 'Started' },
  { started: false, label: 'Came on' },
] as const;

/** Typed numbers: a phone shows its number pad. */
const NUMBER = { inputMode: 'numeric', autoComplete: 'off', maxLength: 3 } as const;

/**
 * "The match": minutes played, Started or Came on, and the score, ours and theirs; every part optional (decision 047).
 * Minutes played are the athlete's time on the pitch, apart from the session's minutes the effort step asks.
 * `onSkip` (step by step only) leaves the step without them.
 */
export function MatchStep({
  value,
  onChange,
  problems,
  onSkip,
  autoFocus = false,
}: {
  value: MatchDraft;
  onChange: (patch: Partial<MatchDraft>) => void;
  problems: MatchProblems;
  onSkip?: () => void;
  autoFocus?: boolean;
}) {
  const titleId = useId();
  const startedId = useId();
  const name = useId();
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-3">
      <h2 id={titleId} className="text-xl font-bold text-ink">
        The match
      </h2>
      <p className="text-sm text-muted">Optional. Minutes played are your time on the pitch.</p>
      <TextField
        label="Minutes played"
        {...NUMBER}
        placeholder="e.g. 63"
        value={value.minutesPlayed}
        onChange={(event) => onChange({ minutesPlayed: event.target.value })}
        error={problems.minutesPlayed}
        autoFocus={autoFocus}
      />
      <p id={startedId} className="font-semibold text-ink">
        Did you start?
      </p>
      <div role="radiogroup" aria-labelledby={startedId} className="grid grid-cols-2 gap-2">
        {STARTS.map(({ started, label }) => (
          <RadioTile
            key={label}
            name={name}
            value={label}
            checked={value.started === started}
            onChoose={() => onChange({ started })}
            className={`flex min-h-12 items-center justify-center bg-surface font-semibold text-ink ${CHOICE_TILE}`}
          >
            {label}
          </RadioTile>
        ))}
      </div>
      {value.started !== null && (
        <button
          type="button"
          onClick={() => onChange({ started: null })}
          aria-label="Clear Started or Came on"
          className="min-h-11 self-center px-3 text-sm font-semibold text-brand"
        >
          Clear
        </button>
      )}
      <fieldset className="flex flex-col gap-1.5">
        <legend className="mb-1.5 font-semibold text-ink">Score</legend>
        <div className="grid grid-cols-2 gap-3">
          <TextField
            label="Your team"
            {...NUMBER}
            placeholder="e.g. 2"
            value={value.scoreFor}
            onChange={(event) => onChange({ scoreFor: event.target.value })}
            error={problems.scoreFor}
          />
          <TextField
            label="Other team"
            {...NUMBER}
            placeholder="e.g. 1"
            value={value.scoreAgainst}
            onChange={(event) => onChange({ scoreAgainst: event.target.value })}
            error={problems.scoreAgainst}
          />
        </div>
      </fieldset>
      {onSkip && (
        <Button variant="secondary" onClick={onSkip}>
          Skip
        </Button>
      )}
    </section>
  );
}
