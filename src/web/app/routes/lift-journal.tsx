import { useState } from 'react';
import { useLocation } from 'react-router';
import { localDay } from '../../../domain/dates';
import { useAuth } from '../../features/auth/auth-context';
import { LIFT_FLOW } from '../../features/journal/flows/flow-config';
import { readFlowDay } from '../../features/journal/flows/flow-day';
import { QuestionFlow } from '../../features/journal/flows/question-flow';
import { useQuestionSet } from '../../features/question-sets/api/question-sets';

/** /lift-journal: the lift questions, rating and notes, saved on the day from router state (else today). */
export function Component() {
  const { state } = useLocation();
  const [today] = useState(() => localDay(new Date()));
  const { isAuthenticated } = useAuth();
  const set = useQuestionSet('lift');
  return (
    <QuestionFlow
      config={LIFT_FLOW}
      flowDay={readFlowDay(state, undefined, today)}
      signedIn={isAuthenticated}
      set={set}
    />
  );
}
