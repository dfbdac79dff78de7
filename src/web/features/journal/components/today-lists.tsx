import type { Day } from '../../../../domain/dates';
import type { JournalEntry } from '../../../../domain/entry-content';
import { completedActivities, inProgressGames } from '../../../../domain/today';
import { paths } from '../../../app/paths';
import { Button, ButtonLink } from '../../../components/ui/button';
import { refreshJournal } from '../utils/today-reload';
import { TodayActivities } from './today-activities';
import { TodayInProgress } from './today-in-progress';

/** Today's In Progress games and Completed Activities, then Home and Refresh. */
export function TodayLists({ entries, today }: { entries: readonly JournalEntry[]; today: Day }) {
  return (
    <>
      <TodayInProgress entries={inProgressGames(entries, today)} />
      <TodayActivities entries={completedActivities(entries, today)} />
      <div className="grid grid-cols-2 gap-3">
        <ButtonLink to={paths.home} variant="secondary">
          Home
        </ButtonLink>
        <Button variant="secondary" onClick={refreshJournal}>
          Refresh
        </Button>
      </div>
    </>
  );
}
