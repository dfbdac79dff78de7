import { useState } from 'react';
import { useLocation, useParams, useSearchParams } from 'react-router';
import { localDay } from '../../../domain/dates';
import { useAuth } from '../../features/auth/auth-context';
import { EditGate } from '../../features/flows/edit/edit-gate';
import { readEditId } from '../../entries/navigation/edit-arrival';
import { REHAB_FLOW } from '../../features/flows/flow-config';
import { readFlowDay } from '../../features/flows/flow-day';
import { QuestionFlow } from '../../features/flows/question-flow';
import { useQuestionSet } from '../../features/question-sets/api/question-sets';

/**
 * /rehab-journal and /rehab-journal/:day: the rehab questions, rating and notes, saved on the URL's day, else the
 * day from router state, else today; /rehab-journal?edit=<id> opens that saved entry to edit it.
 */
export function Component() {
  const { state } = useLocation();
  const { day } = useParams();
  const [search] = useSearchParams();
  const [today] = useState(() => localDay(new Date()));
  const userId = useAuth().user?.id ?? null;
  const set = useQuestionSet('rehab');
  const editId = readEditId(search);
  if (editId) {
    return (
      <EditGate key={editId} id={editId} type="Rehab" title={REHAB_FLOW.title}>
        {(edit, flowDay) => (
          <QuestionFlow config={REHAB_FLOW} flowDay={flowDay} userId={userId} set={set} edit={edit} />
        )}
      </EditGate>
    );
  }
  return <QuestionFlow config={REHAB_FLOW} flowDay={readFlowDay(state, day, today)} userId={userId} set={set} />;
}
