import { useQuery } from '@tanstack/react-query';
import { ButtonLink } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { teamsQuery } from '../api/teams';
import { LeaveTeam, ScopeSetting } from './athlete-membership';

/**
 * Profile's word on the teams the athlete is in: each with what its staff see (Change) and Leave Team. Nothing while
 * the teams load or when the athlete is in none: the Teams row above leads there.
 */
export function ProfileTeams() {
  const teams = useQuery(teamsQuery).data?.filter((team) => team.role === 'athlete') ?? [];
  if (teams.length === 0) return null;
  return (
    <section aria-labelledby="your-teams" className="flex flex-col gap-3">
      <h2 id="your-teams" className="text-lg font-bold text-ink">
        Teams You Are In
      </h2>
      <ul className="flex flex-col gap-3">
        {teams.map((team) => (
          <li key={team.id} className="flex flex-col gap-3 rounded-card bg-surface p-4 shadow-sm">
            <h3 className="text-lg font-bold break-words text-ink">{team.name}</h3>
            {team.scope && <ScopeSetting teamId={team.id} teamName={team.name} scope={team.scope} />}
            <div className="flex flex-wrap gap-3">
              <ButtonLink to={paths.team(team.id)} variant="secondary">
                Open Team<span className="sr-only"> {team.name}</span>
              </ButtonLink>
              <LeaveTeam teamId={team.id} teamName={team.name} stay />
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
