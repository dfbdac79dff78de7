import { useState } from 'react';
import { onlineManager, useQueryClient } from '@tanstack/react-query';
import type { Day } from '../../../../domain/dates';
import { isGameInProgress } from '../../../../domain/today';
import { latestGameQuery, type GameEntry } from './api';

export type PregameCheck = { ok: true; entry: GameEntry | null } | { ok: false };

/**
 * Asks the server (offline: the cache, which holds games saved offline too) for the day's newest Game, and keeps it
 * only while it waits for its postgame.
 */
export function usePregameCheck(day: Day) {
  const queryClient = useQueryClient();
  const [checking, setChecking] = useState(false);

  async function check(): Promise<PregameCheck> {
    setChecking(true);
    try {
      const entry = onlineManager.isOnline()
        ? await queryClient.fetchQuery({ ...latestGameQuery(day), staleTime: 0 })
        : (queryClient.getQueryData(latestGameQuery(day).queryKey) ?? null);
      return { ok: true, entry: entry && isGameInProgress(entry) ? entry : null };
    } catch {
      return { ok: false };
    } finally {
      setChecking(false);
    }
  }

  return { check, checking };
}
