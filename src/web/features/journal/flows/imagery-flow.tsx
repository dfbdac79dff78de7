import { useState } from 'react';
import { buildImageryContent, toggleId, type AskedItem, type ImageryDraft } from '../../../../domain/flow-content';
import { enabledQuestions, type ImageryPrompt } from '../../../../domain/question-sets';
import { IMAGERY_MESSAGES } from './flow-config';
import { pathAfterSave, type FlowDay } from './flow-day';
import { FlowFrame } from './flow-frame';
import { ImageryIntro } from './imagery-intro';
import { NotesStep } from './notes-step';
import { PromptList } from './prompt-list';
import { RatingPicker } from './rating-picker';
import { SetStatus, setStatus } from './set-status';
import { TimeOfDayField } from './time-of-day-field';
import { useFlowSave } from './use-flow-save';
import { useLeaveFlow } from './use-leave-flow';

const TITLE = 'IMAGERY JOURNAL';
const NO_PROMPTS = 'No imagery prompts are enabled. Please configure prompts in settings.';

/** The imagery prompts as the route reads them (a query result). */
export interface PromptSetQuery {
  data?: { items: ImageryPrompt[] };
  isError: boolean;
  refetch: () => unknown;
}

interface FlowProps {
  flowDay: FlowDay;
  signedIn: boolean;
}

/** The Imagery flow: an intro, then time of day, the prompts worked through, an optional rating and notes. */
export function ImageryFlow({ set, ...props }: FlowProps & { set: PromptSetQuery }) {
  const leave = useLeaveFlow(props.flowDay.day);
  const prompts = set.data ? enabledQuestions(set.data.items) : [];
  const status = setStatus(set, prompts.length);
  if (status === 'ready') return <ImageryForm {...props} prompts={prompts} onLeave={leave} />;
  return (
    <FlowFrame title={TITLE} displayDate={props.flowDay.day.displayDate} onBack={leave}>
      <SetStatus status={status} emptyMessage={NO_PROMPTS} onRetry={() => void set.refetch()} />
    </FlowFrame>
  );
}

const EMPTY_DRAFT: ImageryDraft = { timeOfDay: '', selectedPromptIds: [], rating: null, notes: '' };

function ImageryForm({
  flowDay,
  signedIn,
  prompts,
  onLeave,
}: FlowProps & { prompts: readonly AskedItem[]; onLeave: () => void }) {
  const [introOpen, setIntroOpen] = useState(true);
  const [draft, setDraft] = useState(EMPTY_DRAFT);
  const { save, saving } = useFlowSave({ signedIn, messages: IMAGERY_MESSAGES });
  const edit = (change: Partial<ImageryDraft>) => setDraft((current) => ({ ...current, ...change }));

  function done() {
    const content = buildImageryContent(draft, prompts);
    save({ type: 'Imagery', day: flowDay.day.selectedDate, content }, pathAfterSave('day', flowDay));
  }

  return (
    <>
      <ImageryIntro open={introOpen} onStart={() => setIntroOpen(false)} />
      <FlowFrame
        title={TITLE}
        displayDate={flowDay.day.displayDate}
        busy={saving}
        onBack={onLeave}
        primary={{ label: 'DONE', onClick: done }}
      >
        <TimeOfDayField value={draft.timeOfDay} onChange={(timeOfDay) => edit({ timeOfDay })} />
        <PromptList
          prompts={prompts}
          selected={draft.selectedPromptIds}
          onToggle={(id) =>
            setDraft((current) => ({ ...current, selectedPromptIds: toggleId(current.selectedPromptIds, id) }))
          }
        />
        <RatingPicker
          title="How'd your imagery session go?"
          value={draft.rating}
          onChange={(rating) => edit({ rating })}
          required={false}
        />
        <NotesStep value={draft.notes} onChange={(notes) => edit({ notes })} />
      </FlowFrame>
    </>
  );
}
