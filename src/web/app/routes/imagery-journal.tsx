import { useState } from 'react';
import { useLocation } from 'react-router';
import { localDay } from '../../../domain/dates';
import { useAuth } from '../../features/auth/auth-context';
import { readFlowDay } from '../../features/journal/flows/flow-day';
import { ImageryFlow } from '../../features/journal/flows/imagery-flow';
import { useQuestionSet } from '../../features/question-sets/api/question-sets';

/** /imagery-journal: an imagery session (prompts, optional rating, notes) on the day from router state (else today). */
export function Component() {
  const { state } = useLocation();
  const [today] = useState(() => localDay(new Date()));
  const { isAuthenticated } = useAuth();
  const set = useQuestionSet('imagery');
  return <ImageryFlow flowDay={readFlowDay(state, undefined, today)} signedIn={isAuthenticated} set={set} />;
}
