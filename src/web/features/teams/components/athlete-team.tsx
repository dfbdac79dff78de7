import type { TeamDetail } from '../api/types';
import { DisplayNameSetting, LeaveTeam, ScopeSetting } from './athlete-membership';

/** Staff names as a sentence reads them: "Sam", "Sam and Jo", "Sam, Jo and Ali". */
export const staffText = (names: readonly string[]): string =>
  names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;

/** A team as one of its athletes sees it: its staff, what they see of the journal (Change), the name they see, Leave. */
export function AthleteTeam({ detail }: { detail: TeamDetail }) {
  const { team, me, staff } = detail;
  return (
    <>
      <section aria-labelledby="team-staff" className="flex flex-col gap-2 rounded-card bg-surface p-4 shadow-sm">
        <h2 id="team-staff" className="text-lg font-bold text-ink">
          Staff
        </h2>
        <p className="text-base text-ink">{staffText(staff.map((member) => member.name))}</p>
        <p className="text-sm text-ink-soft">They see what you choose below. Other athletes never see your journal.</p>
      </section>
      <section aria-labelledby="your-sharing" className="flex flex-col gap-4 rounded-card bg-surface p-4 shadow-sm">
        <h2 id="your-sharing" className="text-lg font-bold text-ink">
          What They See
        </h2>
        {me.scope && <ScopeSetting teamId={team.id} teamName={team.name} scope={me.scope} />}
        <hr className="border-line" />
        <DisplayNameSetting teamId={team.id} displayName={me.displayName} />
      </section>
      <div className="flex">
        <LeaveTeam teamId={team.id} teamName={team.name} />
      </div>
    </>
  );
}
