import { useQuery } from '@tanstack/react-query';
import { TabBar } from '../../components/tab-bar';
import { LoadFailed } from '../../components/ui/load-failed';
import { Screen } from '../../components/ui/screen';
import { Skeleton } from '../../components/ui/skeleton';
import { paths } from '../../config/paths';
import { teamsQuery } from '../../features/teams/api/teams';
import { CreateTeamForm } from '../../features/teams/components/create-team-form';
import { TeamList } from '../../features/teams/components/team-list';
import { TeamsSections } from '../../features/teams/components/teams-sections';
import { useLoadingUnlessOffline } from '../../hooks/use-offline-view';
import { askEarlyFor } from '../../lib/query-client';

// Opened at /teams, the teams are asked for as soon as this code loads: beside the session check, a round trip before
// the screen's query can start (its answer waits for that query, decision 063), and outside the task in which the
// first screen's queries start (issue 36).
if (window.location.pathname === paths.teams) askEarlyFor(teamsQuery);

/** /teams: the account's teams, as staff or athlete, and "Create a team". */
export function Component() {
  const teams = useQuery(teamsQuery);
  const loading = useLoadingUnlessOffline(teams);
  return (
    <Screen title="Teams" backTo={paths.profile} backLabel="Back to profile" footer={<TabBar />}>
      <TeamsSections
        list={
          loading ? (
            <Skeleton label="Loading your teams..." shape="titled-rows" count={1} />
          ) : teams.data && teams.data.length > 0 ? (
            <TeamList teams={teams.data} />
          ) : teams.data ? (
            <p className="rounded-card bg-surface p-4 text-base text-ink">
              A team lets your coaches and physios see the squad at a glance, and each athlete decides what staff see of
              their journal.
            </p>
          ) : teams.isError ? (
            <LoadFailed what="your teams" onRetry={() => void teams.refetch()} />
          ) : (
            <p className="text-base text-ink-soft">Your teams show here once you are online.</p>
          )
        }
        newTeamForm={<CreateTeamForm />}
      />
    </Screen>
  );
}
