import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { localDay } from '../../../../domain/dates';
import type { JournalEntry } from '../../../../domain/entry-content';
import { lastMeetingLine, seasonLine, seasonRecord, seasonStart } from '../../../../domain/match-record';
import { rangeEntriesQuery } from '../../../entries/api/entries';

/**
 * What the game history shows beyond its cards (decision 047): the season line over the games of the past 12 months,
 * and for each game the last one against the same opponent, among those games and the history's pages loaded (`listed`).
 * Asked only where `shown` (the game history); the season waits for its games, the last meetings never do.
 */
export function useGameSeason(shown: boolean, listed: readonly JournalEntry[]) {
  const [today] = useState(() => localDay(new Date()));
  const from = seasonStart(today);
  const season = useQuery({ ...rangeEntriesQuery(from, today, ['Game']), enabled: shown });
  const byId = new Map<string, JournalEntry>();
  for (const game of [...(season.data ?? []), ...listed]) if (game.type === 'Game') byId.set(game.id, game);
  const games = [...byId.values()];
  const record = shown && season.data ? seasonRecord(games, from, today) : null;
  return {
    line: record && seasonLine(record),
    lastMeeting: shown ? (entry: JournalEntry) => lastMeetingLine(entry, games) : undefined,
  };
}
