import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { TabBar } from '../../components/tab-bar';
import { LoadFailed } from '../../components/ui/load-failed';
import { Screen } from '../../components/ui/screen';
import { Skeleton } from '../../components/ui/skeleton';
import { paths } from '../../config/paths';
import { teamsQuery } from '../../features/teams/api/teams';
import { CreateTeamForm } from '../../features/teams/components/create-team-form';
import { TeamList } from '../../features/teams/components/team-list';
import { useLoadingUnlessOffline } from '../../hooks/use-offline-view';

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

/** The page's two sections, the teams' `list` and "Create a Team" with its form (the page's shell draws them too). */
export function TeamsSections({ list, newTeamForm }: { list: ReactNode; newTeamForm: ReactNode }) {
  return (
    <>
      <section aria-labelledby="your-teams" className="flex flex-col gap-3">
        <h2 id="your-teams" className="sr-only">
          Your Teams
        </h2>
        {list}
      </section>
      <section aria-labelledby="new-team" className="flex flex-col gap-4 rounded-card bg-surface p-4 shadow-sm">
        <h2 id="new-team" className="text-lg font-bold text-ink">
          Create a Team
        </h2>
        <p className="text-sm text-ink-soft">
          You will be its owner. Invite athletes and staff with a link from its page.
        </p>
        {newTeamForm}
      </section>
    </>
  );
}
