import { healthCardFacts } from '../../../domain/availability';
import { loadSummary } from '../../../domain/load';
import { gamePlanAnswer } from '../../../domain/today';
import { wellnessScore } from '../../../domain/wellness';

/**
 * What an entry records beyond its rating, on one line: a check-in's wellness score, a session's load with its
 * effort and minutes (or the one recorded), a game's plan check, an injury's or illness's availability and pain.
 * Nothing when it records none of them.
 */
export function EntryFacts({ entry }: { entry: { type: string; content: unknown } }) {
  const score = entry.type === 'Wellness' ? wellnessScore(entry.content) : null;
  const load = loadSummary(entry);
  const plan = gamePlanAnswer(entry);
  const health = healthCardFacts(entry);
  if (score === null && !load && !plan && !health) return null;
  return (
    <p className="flex flex-wrap gap-x-3 text-sm text-ink-soft">
      {score !== null && <span className="font-semibold text-ink">Wellness {score}/25</span>}
      {load?.load && <span className="font-semibold text-ink">{load.load}</span>}
      {load && <span>{load.detail}</span>}
      {plan && <span>Stuck to the plan: {plan}</span>}
      {health && <span className="font-semibold text-ink">{health.status}</span>}
      {health && <span>{health.detail}</span>}
    </p>
  );
}
