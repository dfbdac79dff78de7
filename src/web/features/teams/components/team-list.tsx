import { ChevronRight, Users } from 'lucide-react';
import { Link } from 'wouter';
import { TEAM_SCOPE_WORDS } from '../../../../domain/teams/teams';
import { paths } from '../../../config/paths';
import type { TeamListItem } from '../api/types';

const athletes = (count: number) => (count === 1 ? '1 athlete' : `${count} athletes`);

/** What the account is in a team, in a line: "Staff (owner) · 12 athletes", "Athlete · Figures only". */
export function roleLine(team: TeamListItem): string {
  if (team.role === 'staff') return `${team.isOwner ? 'Staff (owner)' : 'Staff'} · ${athletes(team.athleteCount)}`;
  return `Athlete · ${team.scope ? TEAM_SCOPE_WORDS[team.scope].label : ''}`;
}

/** The account's teams, each a row that opens it. */
export function TeamList({ teams }: { teams: readonly TeamListItem[] }) {
  return (
    <ul className="flex flex-col gap-3">
      {teams.map((team) => (
        <li key={team.id}>
          <Link
            to={paths.team(team.id)}
            className="flex min-h-16 items-center gap-3 rounded-card bg-surface px-4 py-3 shadow-sm hover:bg-canvas"
          >
            <Users aria-hidden size={22} className="shrink-0 text-ink-soft" />
            <span className="flex min-w-0 flex-1 flex-col">
              <span className="text-lg font-bold break-words text-ink">{team.name}</span>
              <span className="text-sm text-ink-soft">{roleLine(team)}</span>
            </span>
            <ChevronRight aria-hidden size={20} className="shrink-0 text-ink-soft" />
          </Link>
        </li>
      ))}
    </ul>
  );
}
