import type { Day } from '../../../../domain/dates';
import type { JournalEntry } from '../../../../domain/entry-content';
import { completedActivities, inProgressGames } from '../../../../domain/today';
import { TodayActivities } from './today-activities';
import { TodayInProgress } from './today-in-progress';

/** Today's In Progress games and Completed Activities. */
export function TodayLists({ entries, today }: { entries: readonly JournalEntry[]; today: Day }) {
  return (
    <>
      <TodayInProgress entries={inProgressGames(entries, today)} />
      <TodayActivities entries={completedActivities(entries, today)} />
    </>
  );
}
