import { useState } from 'react';
import { useParams } from 'wouter';
import { localDay, parseDayOr } from '../../../domain/dates';
import { useAuth } from '../../features/auth/auth-context';
import { WellnessCheckIn } from '../../features/flows/wellness/wellness-check-in';

/** /wellness-check-in/:day: the day's wellness check-in, new or to edit (an invalid day means today). */
export function Component() {
  const [today] = useState(() => localDay(new Date()));
  const day = parseDayOr(useParams().day, today);
  const userId = useAuth().user?.id ?? null;
  // A new day is a new form: nothing typed for one day carries over to another.
  return <WellnessCheckIn key={day} day={day} today={today} userId={userId} />;
}
