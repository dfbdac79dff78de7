import { useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { localDay } from '../../../domain/dates';
import { useAuth } from '../../features/auth/auth-context';
import { EditGate } from '../../features/flows/edit/edit-gate';
import { readEditId } from '../../entries/navigation/edit-arrival';
import { TRAINING_FLOW } from '../../features/flows/flow-config';
import { readFlowDay } from '../../features/flows/flow-day';
import { QuestionFlow } from '../../features/flows/question-flow';
import { useQuestionSet } from '../../features/question-sets/api/question-sets';

/**
 * /training-journal: the training questions, rating and notes, saved on the day from router state (else today);
 * /training-journal?edit=<id> opens that saved entry to edit it.
 */
export function Component() {
  const { state } = useLocation();
  const [search] = useSearchParams();
  const [today] = useState(() => localDay(new Date()));
  const userId = useAuth().user?.id ?? null;
  const set = useQuestionSet('training');
  const editId = readEditId(search);
  if (editId) {
    return (
      <EditGate key={editId} id={editId} type="Training" title={TRAINING_FLOW.title}>
        {(edit, flowDay) => (
          <QuestionFlow config={TRAINING_FLOW} flowDay={flowDay} userId={userId} set={set} edit={edit} />
        )}
      </EditGate>
    );
  }
  return (
    <QuestionFlow config={TRAINING_FLOW} flowDay={readFlowDay(state, undefined, today)} userId={userId} set={set} />
  );
}
