import { memo } from 'react';
import type { Day } from '../../../../domain/dates';
import type { JournalEntry } from '../../../../domain/entry-content';
import { completedActivities, inProgressGames } from '../../../../domain/today';
import { TodayCheckIn } from './today-check-in';
import { TodayActivities } from './today-activities';
import { TodayInProgress } from './today-in-progress';

/** Today's wellness check-in, In Progress games and Completed Activities; drawn again only for another list or day. */
export const TodayLists = memo(function TodayLists({
  entries,
  today,
}: {
  entries: readonly JournalEntry[];
  today: Day;
}) {
  return (
    <>
      <TodayCheckIn entries={entries} today={today} />
      <TodayInProgress entries={inProgressGames(entries, today)} />
      <TodayActivities entries={completedActivities(entries, today)} />
    </>
  );
});
