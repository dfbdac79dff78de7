import { displayDay, type Day } from '../../../../domain/dates';

/** Says that this postgame finishes a pregame entry saved earlier. */
export function CompletingBanner({ opposingTeam, day }: { opposingTeam: string; day: Day }) {
  const team = opposingTeam.trim();
  return (
    <div role="status" className="rounded-card bg-brand-soft px-4 py-3 text-brand-strong">
      <p className="font-bold">Completing in-progress entry</p>
      <p className="text-sm">
        {team ? `vs ${team}, ` : ''}
        {displayDay(day)} (Pregame completed)
      </p>
    </div>
  );
}
