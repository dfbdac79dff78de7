import { useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { localDay } from '../../../domain/dates';
import { useAuth } from '../../features/auth/auth-context';
import { EditGate } from '../../features/flows/edit/edit-gate';
import { readEditId } from '../../entries/navigation/edit-arrival';
import { readFlowDay } from '../../features/flows/flow-day';
import { ImageryFlow } from '../../features/flows/imagery-flow';
import { useQuestionSet } from '../../features/question-sets/api/question-sets';

/**
 * /imagery-journal: an imagery session (prompts, optional rating, notes) on the day from router state (else today);
 * /imagery-journal?edit=<id> opens that saved entry to edit it.
 */
export function Component() {
  const { state } = useLocation();
  const [search] = useSearchParams();
  const [today] = useState(() => localDay(new Date()));
  const userId = useAuth().user?.id ?? null;
  const set = useQuestionSet('imagery');
  const editId = readEditId(search);
  if (editId) {
    return (
      <EditGate key={editId} id={editId} type="Imagery" title="Imagery Journal">
        {(edit, flowDay) => <ImageryFlow flowDay={flowDay} userId={userId} set={set} edit={edit} />}
      </EditGate>
    );
  }
  return <ImageryFlow flowDay={readFlowDay(state, undefined, today)} userId={userId} set={set} />;
}
