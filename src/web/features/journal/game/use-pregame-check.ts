import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Day } from '../../../../domain/dates';
import { isGameInProgress } from '../../../../domain/today';
import { latestGameQuery, type GameEntry } from './api';

export type PregameCheck = { ok: true; entry: GameEntry | null } | { ok: false };

/** Asks the server (never the cache) for the day's newest Game, and keeps it only while it waits for its postgame. */
export function usePregameCheck(day: Day) {
  const queryClient = useQueryClient();
  const [checking, setChecking] = useState(false);

  async function check(): Promise<PregameCheck> {
    setChecking(true);
    try {
      const entry = await queryClient.fetchQuery({ ...latestGameQuery(day), staleTime: 0 });
      return { ok: true, entry: entry && isGameInProgress(entry) ? entry : null };
    } catch {
      return { ok: false };
    } finally {
      setChecking(false);
    }
  }

  return { check, checking };
}
