import { useQuery } from '@tanstack/react-query';
import { useParams } from 'wouter';
import { TabBar } from '../../components/tab-bar';
import { LoadFailed } from '../../components/ui/load-failed';
import { Screen } from '../../components/ui/screen';
import { Skeleton } from '../../components/ui/skeleton';
import { paths } from '../../config/paths';
import { asOf } from '../../features/insights/as-of';
import { squadQuery } from '../../features/teams/api/squad';
import { teamQuery } from '../../features/teams/api/teams';
import { AthleteTeam } from '../../features/teams/components/athlete-team';
import { SquadView } from '../../features/teams/components/squad';
import { TeamAdmin } from '../../features/teams/components/team-admin';
import { TeamSchedule } from '../../features/teams/components/team-schedule';
import { useOfflineNotice } from '../../hooks/use-offline-view';
import { ApiError, isNetworkFailure } from '../../lib/api';
import { Component as NotFound } from './not-found';

const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

/** Where the squad on show comes from when it is not fresh: the device's copy, as of when it was loaded. */
function SquadStatus({ offline, failed, loadedAt }: { offline: boolean; failed: boolean; loadedAt: number }) {
  if (!offline && !failed) return null;
  return (
    <p role="status" className="text-sm font-semibold text-ink-soft">
      {asOf(loadedAt, new Date())}
      {offline ? ' (offline)' : ' (could not refresh)'}
    </p>
  );
}

/**
 * /teams/:teamId: staff see the squad, then the squad report and check-in request, then the team's admin; an athlete sees the team, what its staff see and Leave.
 * Anyone else (and a team that does not exist) gets the not-found page: the server answers 404 alike.
 */
export function Component() {
  const teamId = useParams().teamId ?? '';
  const detail = useQuery(teamQuery(teamId));
  const staff = detail.data?.me.role === 'staff';
  // Staff only; offline, the squad the browser kept shows even before the team's own answer can come.
  const squad = useQuery({ ...squadQuery(teamId), enabled: staff });
  // Offline as the browser says it, or as the server's silence says it (the browser may not know yet).
  const offline =
    detail.fetchStatus === 'paused' ||
    squad.fetchStatus === 'paused' ||
    isNetworkFailure(detail.error) ||
    isNetworkFailure(squad.error);
  useOfflineNotice(offline);

  if (isNotFound(detail.error) || isNotFound(squad.error)) return <NotFound />;
  const name = detail.data?.team.name ?? squad.data?.team.name;
  const showsSquad = staff || (detail.data === undefined && squad.data !== undefined);

  return (
    <Screen title={name ?? 'Team'} backTo={paths.teams} backLabel="Back to teams" footer={<TabBar />} wide={showsSquad}>
      {showsSquad ? (
        <>
          {squad.data ? (
            <>
              <SquadStatus offline={offline} failed={detail.isError || squad.isError} loadedAt={squad.dataUpdatedAt} />
              <SquadView squad={squad.data} />
            </>
          ) : squad.isError ? (
            <LoadFailed what="the squad" onRetry={() => void squad.refetch()} />
          ) : (
            <Skeleton label="Loading the squad..." shape="cards" count={3} />
          )}
          {detail.data && <TeamSchedule teamId={teamId} />}
          {detail.data && <TeamAdmin detail={detail.data} />}
        </>
      ) : detail.data ? (
        <AthleteTeam detail={detail.data} />
      ) : detail.isError && !offline ? (
        <LoadFailed what="the team" onRetry={() => void detail.refetch()} />
      ) : offline ? (
        <p role="status" className="rounded-card bg-surface p-4 text-base text-ink">
          You are offline, and this team has not been loaded on this device yet. It appears once you are back online.
        </p>
      ) : (
        <Skeleton label="Loading the team..." shape="cards" count={2} />
      )}
    </Screen>
  );
}
