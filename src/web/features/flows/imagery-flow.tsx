import { useState } from 'react';
import { imageryDraftFromContent, promptsForEdit } from '../../../domain/entry-edit';
import { buildImageryContent, toggleId, type AskedItem, type ImageryDraft } from '../../../domain/flow-content';
import { enabledQuestions, type ImageryPrompt } from '../../../domain/question-sets';
import { DraftOffer } from './draft-offer';
import { IMAGERY_MESSAGES, saveWords, type FlowEdit } from './flow-config';
import { pathAfterSave, type FlowDay } from './flow-day';
import { FlowFrame } from './flow-frame';
import { ImageryIntro } from './imagery-intro';
import { NotesStep } from './notes-step';
import { PromptList } from './prompt-list';
import { RatingPicker } from './rating-picker';
import { SetStatus, setStatus } from './set-status';
import { TimeOfDayField } from './time-of-day-field';
import { useEntryDraft } from './use-entry-draft';
import { useEntrySave } from './use-entry-save';
import { useLeaveFlow } from './use-leave-flow';

const TITLE = 'Imagery Journal';
const NO_PROMPTS = 'No imagery prompts are enabled. Please configure prompts in settings.';

/** The imagery prompts as the route reads them (a query result). */
export interface PromptSetQuery {
  data?: { items: ImageryPrompt[] };
  isError: boolean;
  refetch: () => unknown;
}

interface FlowProps {
  flowDay: FlowDay;
  /** The signed-in athlete, whose drafts these are; null when nobody is signed in. */
  userId: string | null;
  /** The saved entry this flow edits; absent for a new session. */
  edit?: FlowEdit<'Imagery'>;
}

/**
 * The Imagery flow: an intro, then time of day, the prompts worked through, an optional rating and notes. An edit
 * opens filled in, without the intro, and also lists every prompt the entry chose.
 */
export function ImageryFlow({ set, ...props }: FlowProps & { set: PromptSetQuery }) {
  const leave = useLeaveFlow(props.flowDay.day, props.edit?.exitTo);
  const saved = props.edit?.entry.content;
  const items = set.data?.items ?? [];
  const prompts = saved ? promptsForEdit(items, saved) : enabledQuestions(items);
  const status = setStatus(set, prompts.length);
  if (status === 'ready') return <ImageryForm {...props} prompts={prompts} onLeave={leave} />;
  return (
    <FlowFrame title={TITLE} displayDate={props.flowDay.day.displayDate} onBack={leave}>
      <SetStatus status={status} emptyMessage={NO_PROMPTS} onRetry={() => void set.refetch()} />
    </FlowFrame>
  );
}

/** The content paths the form shows a field for (see useEntrySave). */
const FIELDS = ['timeOfDay', 'rating', 'notes'];

const EMPTY_DRAFT: ImageryDraft = { timeOfDay: '', selectedPromptIds: [], rating: null, notes: '' };

function ImageryForm({
  flowDay,
  userId,
  edit,
  prompts,
  onLeave,
}: FlowProps & { prompts: readonly AskedItem[]; onLeave: () => void }) {
  const day = flowDay.day.selectedDate;
  const kept = useEntryDraft(
    'imagery',
    { owner: userId, flow: 'imagery', day, entryId: edit?.entry.id ?? null, version: edit?.entry.version ?? null },
    () => ({
      draft: edit ? imageryDraftFromContent(edit.entry.content, prompts) : EMPTY_DRAFT,
      step: null,
    }),
  );
  // The intro opens a new session only: not an edit, nor a draft the athlete was in the middle of.
  const [introOpen, setIntroOpen] = useState(() => !edit && kept.offer === null);
  const draft = kept.state.draft;
  const { save, saving, failure, fieldErrors } = useEntrySave({
    signedIn: userId !== null,
    draft: kept,
    fields: FIELDS,
  });
  const change = (patch: Partial<ImageryDraft>) =>
    kept.update((current) => ({ ...current, draft: { ...current.draft, ...patch } }));

  function done() {
    const content = buildImageryContent(draft, prompts);
    save({
      entry: { type: 'Imagery', day, content },
      base: edit?.entry ?? null,
      then: edit?.exitTo ?? pathAfterSave('day', flowDay),
      words: saveWords(IMAGERY_MESSAGES, edit !== undefined),
    });
  }

  return (
    <>
      <DraftOffer savedAt={kept.offer} onContinue={kept.continueDraft} onDiscard={kept.discardDraft} />
      <ImageryIntro open={introOpen} onStart={() => setIntroOpen(false)} />
      <FlowFrame
        title={TITLE}
        displayDate={flowDay.day.displayDate}
        busy={saving}
        failure={failure}
        onBack={onLeave}
        primary={{ label: 'DONE', onClick: done }}
      >
        <TimeOfDayField
          value={draft.timeOfDay}
          onChange={(timeOfDay) => change({ timeOfDay })}
          error={fieldErrors.timeOfDay}
        />
        <PromptList
          prompts={prompts}
          selected={draft.selectedPromptIds}
          onToggle={(id) => change({ selectedPromptIds: toggleId(draft.selectedPromptIds, id) })}
        />
        <RatingPicker
          title="How'd your imagery session go?"
          value={draft.rating}
          onChange={(rating) => change({ rating })}
          required={false}
          error={fieldErrors.rating}
        />
        <NotesStep value={draft.notes} onChange={(notes) => change({ notes })} error={fieldErrors.notes} />
      </FlowFrame>
    </>
  );
}
