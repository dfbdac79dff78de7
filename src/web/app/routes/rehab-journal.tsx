import { useState } from 'react';
import { useLocation, useParams } from 'react-router';
import { localDay } from '../../../domain/dates';
import { useAuth } from '../../features/auth/auth-context';
import { REHAB_FLOW } from '../../features/journal/flows/flow-config';
import { readFlowDay } from '../../features/journal/flows/flow-day';
import { QuestionFlow } from '../../features/journal/flows/question-flow';
import { useQuestionSet } from '../../features/question-sets/api/question-sets';

/**
 * /rehab-journal and /rehab-journal/:day: the rehab questions, rating and notes, saved on the URL's day, else the
 * day from router state, else today.
 */
export function Component() {
  const { state } = useLocation();
  const { day } = useParams();
  const [today] = useState(() => localDay(new Date()));
  const { isAuthenticated } = useAuth();
  const set = useQuestionSet('rehab');
  return (
    <QuestionFlow config={REHAB_FLOW} flowDay={readFlowDay(state, day, today)} signedIn={isAuthenticated} set={set} />
  );
}
