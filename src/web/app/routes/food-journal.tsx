import { useState } from 'react';
import { useLocation } from 'react-router';
import { localDay } from '../../../domain/dates';
import { useAuth } from '../../features/auth/auth-context';
import { readFlowDay } from '../../features/journal/flows/flow-day';
import { FoodFlow } from '../../features/journal/flows/food-flow';

/** /food-journal: one meal's food and time of day, on the day from router state (else today). */
export function Component() {
  const { state } = useLocation();
  const [today] = useState(() => localDay(new Date()));
  const { isAuthenticated } = useAuth();
  return <FoodFlow flowDay={readFlowDay(state, undefined, today)} signedIn={isAuthenticated} />;
}
