import { useState, type ComponentType } from 'react';
import { useParams } from 'wouter';
import { localDay } from '../../../domain/dates';
import { entryTypeLabel, type EntryType } from '../../../domain/entry-types';
import { readEditId } from '../../entries/navigation/edit-arrival';
import { useAuth } from '../../features/auth/auth-context';
import type { EntryFlowPath } from '../screens';
import { EditGate } from '../../features/flows/edit/edit-gate';
import {
  LIFT_FLOW,
  REHAB_FLOW,
  TRAINING_FLOW,
  type FlowEdit,
  type QuestionFlowConfig,
} from '../../features/flows/flow-config';
import { readFlowDay, type FlowDay } from '../../features/flows/flow-day';
import { FoodFlow } from '../../features/flows/food-flow';
import { HealthFlow } from '../../features/flows/health-flow';
import { ImageryFlow } from '../../features/flows/imagery-flow';
import { NoteFlow } from '../../features/flows/note-flow';
import { QuestionFlow } from '../../features/flows/question-flow';
import { useQuestionSet } from '../../features/question-sets/api/question-sets';
import { usePlace, useSearchParams } from '../../lib/navigation';

type FlowProps<T extends EntryType> = { flowDay: FlowDay; userId: string | null; edit?: FlowEdit<T> };

/**
 * The screen of one kind of entry: a new entry on the URL's day, else the day from router state, else today; with
 * `?edit=<id>`, that saved entry once it is loaded (`title` shows meanwhile).
 */
function flowScreen<T extends EntryType>(type: T, title: string, Flow: ComponentType<FlowProps<T>>) {
  return function FlowScreen() {
    const { state } = usePlace();
    const { day } = useParams();
    const [search] = useSearchParams();
    const [today] = useState(() => localDay(new Date()));
    const userId = useAuth().user?.id ?? null;
    const editId = readEditId(search);
    if (editId) {
      return (
        <EditGate key={editId} id={editId} type={type} title={title}>
          {(edit, flowDay) => <Flow flowDay={flowDay} userId={userId} edit={edit} />}
        </EditGate>
      );
    }
    return <Flow flowDay={readFlowDay(state, day, today)} userId={userId} />;
  };
}

/** Training, Rehab and Lift: one question flow, each with its own set. */
const questionFlow = <T extends QuestionFlowConfig['type']>(config: QuestionFlowConfig & { type: T }) =>
  function QuestionFlowWithSet(props: FlowProps<T>) {
    return <QuestionFlow config={config} set={useQuestionSet(config.setName)} {...props} />;
  };

function ImageryFlowWithPrompts(props: FlowProps<'Imagery'>) {
  return <ImageryFlow set={useQuestionSet('imagery')} {...props} />;
}

const SCREENS: Record<EntryFlowPath, ComponentType> = {
  'training-journal': flowScreen('Training', TRAINING_FLOW.title, questionFlow(TRAINING_FLOW)),
  'rehab-journal': flowScreen('Rehab', REHAB_FLOW.title, questionFlow(REHAB_FLOW)),
  'lift-journal': flowScreen('Lift', LIFT_FLOW.title, questionFlow(LIFT_FLOW)),
  'imagery-journal': flowScreen('Imagery', 'Imagery Journal', ImageryFlowWithPrompts),
  'food-journal': flowScreen('Food', 'Food Journal', FoodFlow),
  'health-journal': flowScreen('Health', entryTypeLabel('Health'), HealthFlow),
  'note-journal': flowScreen('Note', entryTypeLabel('Note'), NoteFlow),
};

const isEntryFlowPath = (segment: string): segment is EntryFlowPath => Object.hasOwn(SCREENS, segment);

/**
 * /training-journal, /rehab-journal (and /rehab-journal/:day), /lift-journal, /imagery-journal, /food-journal,
 * /health-journal and /note-journal:
 * the flow of that kind of entry, new or (`?edit=<id>`) editing a saved one.
 */
export function Component() {
  const segment = usePlace().pathname.split('/')[1] ?? '';
  if (!isEntryFlowPath(segment)) throw new Error(`${segment} is not an entry flow's path (see screens.ts)`);
  const Screen = SCREENS[segment];
  return <Screen key={segment} />;
}
