// The messages a team sends on its schedule (issue 32, decision 044): the squad report to staff, made from the squad
// page's own rows (squad.ts's figures and flags, never computed another way), and the check-in request to athletes.
import type { Day } from '../dates.js';
import type { ReminderMessage } from '../reminders/messages.js';
import { checkedInCount, squadOrder, type SquadRow } from './squad.js';

/**
 * The longest report body: a push message must fit in about 4 KB once encrypted, and names and words may be several
 * bytes a character. Flagged athletes past it are counted, not listed: the squad page has them all.
 */
const MAX_BODY_CHARS = 1500;

type ReportRow = Pick<SquadRow, 'memberId' | 'name' | 'checkIn' | 'flags'>;

/** "1 of 2 checked in · 1 needs a look". */
export function reportHeadline(checkedIn: number, athletes: number, flagged: number): string {
  return `${checkedIn} of ${athletes} checked in · ${flagged} ${flagged === 1 ? 'needs' : 'need'} a look`;
}

/**
 * The squad report of `team` for `day`: the headline, then one line per flagged athlete by name with their flags'
 * words ("Ana: Sleep quality: Insomnia, Mood: lower than usual for them"). Tapping it opens the squad page.
 */
export function squadReportMessage(
  team: { id: string; name: string },
  day: Day,
  rows: readonly ReportRow[],
): ReminderMessage {
  const flagged = squadOrder(rows, 'name').filter((row) => row.flags.length > 0);
  const lines = [reportHeadline(checkedInCount(rows), rows.length, flagged.length)];
  let length = lines[0]!.length;
  for (const [index, row] of flagged.entries()) {
    const line = `${row.name}: ${row.flags.map((flag) => flag.words).join(', ')}`;
    if (length + line.length + 1 > MAX_BODY_CHARS) {
      lines.push(`and ${flagged.length - index} more on the squad page`);
      break;
    }
    lines.push(line);
    length += line.length + 1;
  }
  return {
    title: `${team.name}: squad report`,
    body: lines.join('\n'),
    url: `/teams/${team.id}`,
    tag: `squad-report-${team.id}-${day}`,
  };
}

/**
 * A team's check-in request for `day`: the same tag as the athlete's own check-in reminder, so a device shows one.
 */
export function checkInRequestMessage(teamName: string, byTime: string, day: Day): ReminderMessage {
  return {
    title: `Check in by ${byTime}`,
    body: `${teamName} asked for today's check-in. It takes under a minute.`,
    url: `/wellness-check-in/${day}`,
    tag: `check-in-${day}`,
  };
}
