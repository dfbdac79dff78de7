import { useState, type ReactNode } from 'react';
import { Link } from 'wouter';
import { Flag } from 'lucide-react';
import { displayDay } from '../../../../domain/dates';
import { Choice } from '../../../components/ui/choice';
import { paths } from '../../../config/paths';
import type { Squad, SquadRow } from '../api/types';
import { itemLabel } from '../../../../domain/insights/wellness-insight';
import { checkedInText, squadOrder } from '../../../../domain/teams/squad';

// The squad at a glance: every figure in ink on the same neutral card, so nothing ranks one athlete above another;
// a flag is the athlete's own words with a small icon, never a colour.

const NO_CHECK_IN = 'No check-in today';

/** How many athletes ask for a look, beside the toggle: "2 athletes have flags". */
function flaggedText(rows: readonly SquadRow[]): string {
  const flagged = rows.filter((row) => row.flags.length > 0).length;
  if (flagged === 0) return 'No flags today';
  return flagged === 1 ? '1 athlete has flags' : `${flagged} athletes have flags`;
}

/** "3 of 5 checked in": how many checked in by the time asked for. */
function onTimeCount(rows: readonly SquadRow[]): string {
  return `${rows.filter((row) => row.checkedInBy === true).length} of ${rows.length} checked in`;
}

const ratingText = (rating: number | null) => (rating === null ? 'No rating yet' : `${rating}/10`);
const sleptText = (hours: number | null) => (hours === null ? 'Not given' : `${hours} h`);
const lastEntryText = (day: string | null) => (day === null ? 'No entries yet' : displayDay(day));

/**
 * The athlete's availability from their latest injury or illness entry, with its pain: "Modified · hamstring (left)
 * · since November 24 · pain 4/10"; "Available" without one.
 */
function availabilityText(availability: SquadRow['availability']): string {
  if (availability === null) return 'Available';
  return availability.pain === null ? availability.words : `${availability.words} · pain ${availability.pain}/10`;
}

/** Whether today's check-in came by the time the team asked for it ("By 10:00", "After 10:00"), when it asked. */
function onTimeText(row: SquadRow, byTime: string | null): string | null {
  if (byTime === null || row.checkedInBy === null || row.checkIn === null) return null;
  return row.checkedInBy ? `By ${byTime}` : `After ${byTime}`;
}

function CheckIn({ row, byTime }: { row: SquadRow; byTime: string | null }) {
  if (!row.checkIn) return <span className="text-ink-soft">{NO_CHECK_IN}</span>;
  const onTime = onTimeText(row, byTime);
  return (
    <div className="flex flex-col gap-0.5">
      <span className="font-semibold text-ink">
        Wellness {row.checkIn.score}/25
        {onTime && <span className="font-normal text-ink-soft"> · {onTime}</span>}
      </span>
      {/* Each word with its item: "Normal" alone could be any of them. */}
      <dl className="grid grid-cols-[auto_1fr] gap-x-2 text-sm">
        {row.checkIn.items.map((item) => (
          <div key={item.key} className="contents">
            <dt className="text-ink-soft">{itemLabel(item.key)}</dt>
            <dd className="text-ink">{item.word}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

function Flags({ row }: { row: SquadRow }) {
  if (row.flags.length === 0) return <span className="text-ink-soft">None</span>;
  return (
    <ul className="flex flex-col gap-1">
      {row.flags.map((flag) => (
        <li key={`${flag.rule}-${flag.words}`} className="flex items-start gap-1.5 text-ink">
          <Flag aria-hidden size={16} className="mt-1 shrink-0 text-ink-soft" />
          <span>{flag.words}</span>
        </li>
      ))}
    </ul>
  );
}

const nameLink =
  'font-bold text-ink underline decoration-field-line decoration-1 underline-offset-4 hover:decoration-ink hover:decoration-2';

/** One athlete as a card (a phone): the name opens them, then each figure under its label. */
function SquadCard({ teamId, row, byTime }: { teamId: string; row: SquadRow; byTime: string | null }) {
  const facts: [string, ReactNode][] = [
    ["Today's check-in", <CheckIn key="check-in" row={row} byTime={byTime} />],
    ['Hours slept', sleptText(row.hoursSlept)],
    ['Load this week', row.load.words],
    ['Latest rating', ratingText(row.latestRating)],
    ['Last entry', lastEntryText(row.lastEntryDay)],
    ['Availability', availabilityText(row.availability)],
    ['Flags', <Flags key="flags" row={row} />],
  ];
  return (
    <li className="flex flex-col gap-3 rounded-card bg-surface p-4 shadow-sm">
      <h3 className="text-lg">
        <Link to={paths.teamAthlete(teamId, row.memberId)} className={`${nameLink} inline-flex min-h-11 items-center`}>
          {row.name}
        </Link>
      </h3>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-base">
        {facts.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-sm font-semibold text-ink-soft">{label}</dt>
            <dd className="text-ink">{value}</dd>
          </div>
        ))}
      </dl>
    </li>
  );
}

const th = 'px-3 py-3 text-left text-sm font-semibold text-ink-soft';
const td = 'px-3 py-3 align-top text-base text-ink';

/** The squad as a table (a large screen), one row per athlete, the name as the row's header. */
function SquadTable({ teamId, rows, byTime }: { teamId: string; rows: readonly SquadRow[]; byTime: string | null }) {
  return (
    <table className="hidden w-full border-collapse overflow-hidden rounded-card bg-surface shadow-sm lg:table">
      <caption className="sr-only">The squad, one row per athlete</caption>
      <thead className="border-b border-line">
        <tr>
          <th scope="col" className={th}>
            Athlete
          </th>
          <th scope="col" className={th}>
            Today&apos;s check-in
          </th>
          <th scope="col" className={th}>
            Hours slept
          </th>
          <th scope="col" className={th}>
            Load this week
          </th>
          <th scope="col" className={th}>
            Latest rating
          </th>
          <th scope="col" className={th}>
            Last entry
          </th>
          <th scope="col" className={th}>
            Availability
          </th>
          <th scope="col" className={th}>
            Flags
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.memberId} className="border-b border-line last:border-b-0">
            <th scope="row" className={`${td} text-left`}>
              <Link to={paths.teamAthlete(teamId, row.memberId)} className={`${nameLink} inline-flex min-h-11`}>
                {row.name}
              </Link>
            </th>
            <td className={`${td} max-w-64`}>
              <CheckIn row={row} byTime={byTime} />
            </td>
            <td className={td}>{sleptText(row.hoursSlept)}</td>
            <td className={`${td} max-w-56`}>{row.load.words}</td>
            <td className={td}>{ratingText(row.latestRating)}</td>
            <td className={`${td} whitespace-nowrap`}>{lastEntryText(row.lastEntryDay)}</td>
            <td className={`${td} max-w-56`}>{availabilityText(row.availability)}</td>
            <td className={`${td} max-w-64`}>
              <Flags row={row} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * The squad: how many checked in today, the "Needs a look first" toggle, and one card (a phone) or table row (a large
 * screen) per athlete, by name.
 */
export function SquadView({ squad }: { squad: Squad }) {
  const [needsALookFirst, setNeedsALookFirst] = useState(false);
  const rows = squadOrder(squad.athletes, needsALookFirst ? 'needs-look' : 'name');
  const byTime = squad.checkInRequest?.byTime ?? null;
  if (squad.athletes.length === 0) {
    return (
      <p className="rounded-card bg-surface p-4 text-base text-ink">
        No athletes yet. Make an invite link below and send it to your athletes.
      </p>
    );
  }
  return (
    <section aria-labelledby="squad-heading" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-x-6 gap-y-1">
        <div>
          <h2 id="squad-heading" className="text-lg font-bold text-ink">
            {checkedInText(squad.checkedIn, squad.athletes.length)}
          </h2>
          {byTime !== null && (
            <p className="text-sm text-ink-soft">
              {onTimeCount(squad.athletes)} by {byTime}, the time the team asked for
            </p>
          )}
        </div>
        <Choice
          type="checkbox"
          checked={needsALookFirst}
          onChange={(event) => setNeedsALookFirst(event.target.checked)}
        >
          Needs a look first
          <span className="text-sm text-ink-soft">({flaggedText(squad.athletes)})</span>
        </Choice>
      </div>
      <ul className="flex flex-col gap-3 lg:hidden">
        {rows.map((row) => (
          <SquadCard key={row.memberId} teamId={squad.team.id} row={row} byTime={byTime} />
        ))}
      </ul>
      <SquadTable teamId={squad.team.id} rows={rows} byTime={byTime} />
    </section>
  );
}
