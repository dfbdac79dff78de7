import { useNavigate } from 'react-router';
import { paths } from '../../../app/paths';
import type { DayState } from '../day-state';

/** Back out of a flow to the activity picker, still on the day the athlete chose. */
export function useLeaveFlow(day: DayState): () => void {
  const navigate = useNavigate();
  return () => navigate(paths.newActivity, { state: day });
}
