import { useId } from 'react';
import { PLAN_ADHERENCE, type PlanAdherence } from '../../../../domain/entry-content';
import type { PlanItem } from '../../../../domain/game-flow';
import { CHOICE_TILE, RadioTile } from '../radio-tile';

/** The question asked under the athlete's own plan after a game. */
const PLAN_QUESTION = 'Did you stick to your plan?';

/**
 * The athlete's own pregame plan (what of it was answered, under the questions the pregame asked), then "Did you
 * stick to your plan?" with Yes, Partly and No as one radio group; optional.
 */
export function PlanCheck({
  plan,
  value,
  onChange,
}: {
  plan: readonly PlanItem[];
  value: PlanAdherence | null;
  onChange: (value: PlanAdherence) => void;
}) {
  const questionId = useId();
  const name = useId();
  return (
    <section aria-label="Your game plan" className="flex flex-col gap-3 rounded-card bg-surface p-4">
      <h2 className="text-lg font-bold text-ink">Your Game Plan</h2>
      <dl className="flex flex-col gap-2">
        {plan.map((item) => (
          <div key={item.question}>
            <dt className="text-sm font-semibold text-muted">{item.question}</dt>
            <dd className="whitespace-pre-line text-ink">{item.answer}</dd>
          </div>
        ))}
      </dl>
      <p id={questionId} className="font-semibold text-ink">
        {PLAN_QUESTION}
      </p>
      <div role="radiogroup" aria-labelledby={questionId} className="grid grid-cols-3 gap-2">
        {PLAN_ADHERENCE.map((answer) => (
          <RadioTile
            key={answer}
            name={name}
            value={answer}
            checked={value === answer}
            onChoose={() => onChange(answer)}
            className={`flex min-h-12 items-center justify-center bg-canvas font-semibold text-ink ${CHOICE_TILE}`}
          >
            {answer}
          </RadioTile>
        ))}
      </div>
    </section>
  );
}
