import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation, useParams } from 'wouter';
import { displayDayWithYear, groupByDay } from '../../../domain/dates';
import { insightPeriodNamed } from '../../../domain/insights/contract';
import { periodPhrase } from '../../../domain/insights/weeks';
import { TEAM_SCOPE_WORDS } from '../../../domain/teams/teams';
import { entryTitle } from '../../../domain/today';
import { TabBar } from '../../components/tab-bar';
import { Button } from '../../components/ui/button';
import { LoadFailed } from '../../components/ui/load-failed';
import { Screen } from '../../components/ui/screen';
import { Skeleton } from '../../components/ui/skeleton';
import { paths } from '../../config/paths';
import { commentsOf } from '../../entries/api/comment-shape';
import { EntryAnswers } from '../../entries/components/entry-answers';
import { EntryCard, type EntryCardVariant } from '../../entries/components/entry-card';
import { GameQuestionsContext } from '../../entries/hooks/game-questions';
import { InsightsBody } from '../../features/insights/components/insights-body';
import { PeriodPicker } from '../../features/insights/components/period-picker';
import { teamAthleteQuery } from '../../features/teams/api/squad';
import { StaffComments } from '../../features/teams/components/staff-comments';
import { RemoveMember } from '../../features/teams/components/team-admin';
import { useOfflineNotice } from '../../hooks/use-offline-view';
import { ApiError } from '../../lib/api';
import { Component as NotFound } from './not-found';
import { useSearchParams } from '../../lib/navigation';

/** An athlete's recent entries as their staff see them: read-only, under each day's heading, as a shared link shows them. */
const TEAM_CARD: EntryCardVariant = {
  frame: 'flex flex-col gap-2 rounded-card bg-surface p-4 shadow-sm',
  heading: 'h4',
  named: false,
  layout: 'beside',
  when: 'none',
  titleShrinks: true,
  marks: ['in-progress'],
  pill: true,
  side: 'flex shrink-0',
};

/** Entries shown at first, and added by each Show More: the answer holds the latest 50. */
const ENTRIES_AT_ONCE = 10;

/**
 * /teams/:teamId/athletes/:memberId: one athlete as the team's staff see them, within the athlete's scope: their
 * Insights (in the staff's voice, from the server) and their latest entries (figures only unless the athlete chose
 * more: the server strips the words). Staff can remove the athlete here.
 */
export function Component() {
  const { teamId = '', memberId = '' } = useParams();
  const period = insightPeriodNamed(useSearchParams()[0].get('period'));
  const [, navigate] = useLocation();
  const query = useQuery(teamAthleteQuery(teamId, memberId, period));
  const [shown, setShown] = useState(ENTRIES_AT_ONCE);
  useOfflineNotice(query.fetchStatus === 'paused');
  if (query.error instanceof ApiError && query.error.status === 404) return <NotFound />;
  const data = query.data;
  const full = data?.athlete.scope === 'full';

  return (
    <Screen
      title={data?.athlete.name ?? 'Athlete'}
      backTo={paths.team(teamId)}
      backLabel="Back to the squad"
      footer={<TabBar />}
    >
      {data ? (
        <>
          <p className="text-sm text-ink-soft">
            {data.athlete.name} shares {TEAM_SCOPE_WORDS[data.athlete.scope].label.toLowerCase()} with the team.
          </p>
          <PeriodPicker period={period} linkTo={(choice) => paths.teamAthlete(teamId, memberId, choice)} />
          {data.insights.hasEntries ? (
            <InsightsBody insights={data.insights} periodText={periodPhrase(period)} />
          ) : (
            <p className="rounded-card bg-surface p-4 text-base text-ink">No entries yet.</p>
          )}
          <section aria-labelledby="recent-entries" className="flex flex-col gap-3">
            <h2 id="recent-entries" className="text-lg font-bold text-ink">
              Recent Entries
            </h2>
            {/* Each answer labelled by its default question: the staff's own game questions are not the athlete's. */}
            <GameQuestionsContext value={undefined}>
              {groupByDay(data.entries.slice(0, shown)).map(([day, entries]) => (
                <section key={day} aria-labelledby={`day-${day}`} className="flex flex-col gap-3">
                  <h3 id={`day-${day}`} className="text-base font-bold text-ink-soft">
                    <time dateTime={day}>{displayDayWithYear(day)}</time>
                  </h3>
                  {entries.map((entry) => (
                    <EntryCard key={entry.id} entry={entry} variant={TEAM_CARD}>
                      {(full || entry.type === 'Wellness' || entry.type === 'Health') && <EntryAnswers entry={entry} />}
                      <StaffComments
                        teamId={teamId}
                        memberId={memberId}
                        entryId={entry.id}
                        title={entryTitle(entry)}
                        comments={commentsOf(entry)}
                      />
                    </EntryCard>
                  ))}
                </section>
              ))}
            </GameQuestionsContext>
            {data.entries.length === 0 && <p className="text-base text-ink-soft">No entries yet.</p>}
            {data.entries.length > shown && (
              <Button variant="secondary" onClick={() => setShown(shown + ENTRIES_AT_ONCE)}>
                Show More Entries
              </Button>
            )}
          </section>
          <section aria-labelledby="membership" className="flex flex-col items-start gap-2">
            <h2 id="membership" className="text-lg font-bold text-ink">
              Membership
            </h2>
            <RemoveMember
              teamId={teamId}
              memberId={memberId}
              name={data.athlete.name}
              role="athlete"
              onRemoved={() => void navigate(paths.team(teamId), { replace: true })}
            />
          </section>
        </>
      ) : query.isError ? (
        <LoadFailed what="this athlete" onRetry={() => void query.refetch()} />
      ) : query.fetchStatus === 'paused' ? (
        <p role="status" className="rounded-card bg-surface p-4 text-base text-ink">
          You are offline. This athlete appears once you are back online.
        </p>
      ) : (
        <Skeleton label="Loading the athlete..." shape="cards" count={3} />
      )}
    </Screen>
  );
}
