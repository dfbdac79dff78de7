import { useState } from 'react';
import { onlineManager, useQueryClient } from '@tanstack/react-query';
import type { Day } from '../../../../domain/dates';
import { inProgressGames } from '../../../../domain/today';
import { dayEntriesQuery } from '../../../entries/api/entries';
import { asGame, type GameEntry } from './api';

export type GamesInProgress = { ok: true; games: GameEntry[] } | { ok: false };

/**
 * The games of `day` that wait for their postgame, newest first, asked of the server (offline: the cached day, which
 * holds games saved offline too), so that POST-GAME can ask which one it finishes.
 */
export function useGamesInProgress(day: Day) {
  const queryClient = useQueryClient();
  const [checking, setChecking] = useState(false);

  async function check(): Promise<GamesInProgress> {
    setChecking(true);
    try {
      const entries = onlineManager.isOnline()
        ? await queryClient.fetchQuery({ ...dayEntriesQuery(day), staleTime: 0 })
        : (queryClient.getQueryData(dayEntriesQuery(day).queryKey) ?? []);
      return { ok: true, games: inProgressGames(entries, day).flatMap((entry) => asGame(entry) ?? []) };
    } catch {
      return { ok: false };
    } finally {
      setChecking(false);
    }
  }

  return { check, checking };
}
