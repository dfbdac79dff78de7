import { useLocation } from 'wouter';
import { paths } from '../../config/paths';
import type { DayState } from '../../entries/navigation/day-state';

/**
 * Back out of a flow: to the activity picker, still on the day the athlete chose, or (leaving an edit) to `exitTo`,
 * where the athlete came from. What was typed stays as a draft.
 */
export function useLeaveFlow(day: DayState, exitTo?: string): () => void {
  const [, navigate] = useLocation();
  return () => (exitTo ? navigate(exitTo) : navigate(paths.newActivity, { state: day }));
}
