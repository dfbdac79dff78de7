import { useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { localDay } from '../../../domain/dates';
import { useAuth } from '../../features/auth/auth-context';
import { EditGate } from '../../features/flows/edit/edit-gate';
import { readEditId } from '../../entries/navigation/edit-arrival';
import { readFlowDay } from '../../features/flows/flow-day';
import { FoodFlow } from '../../features/flows/food-flow';

/**
 * /food-journal: one meal's food and time of day, on the day from router state (else today);
 * /food-journal?edit=<id> opens that saved entry to edit it.
 */
export function Component() {
  const { state } = useLocation();
  const [search] = useSearchParams();
  const [today] = useState(() => localDay(new Date()));
  const userId = useAuth().user?.id ?? null;
  const editId = readEditId(search);
  if (editId) {
    return (
      <EditGate key={editId} id={editId} type="Food" title="Food Journal">
        {(edit, flowDay) => <FoodFlow flowDay={flowDay} userId={userId} edit={edit} />}
      </EditGate>
    );
  }
  return <FoodFlow flowDay={readFlowDay(state, undefined, today)} userId={userId} />;
}
