import { useState } from 'react';
import { imageryDraftFromContent, promptsForEdit } from '../../../domain/entry-edit';
import { buildImageryContent, type AskedItem, type ImageryDraft } from '../../../domain/flow-content';
import { enabledQuestions, type ImageryPrompt } from '../../../domain/question-sets';
import { IMAGERY_MESSAGES, saveWords, type FlowEdit } from './flow-config';
import { pathAfterSave, startingTimeOfDay, type FlowDay } from './flow-day';
import { EntryFlow } from './engine/entry-flow';
import { FlowFrame } from './flow-frame';
import { ImageryIntro } from './imagery-intro';
import { imageryKindScreen } from './kinds/imagery-kind';
import { SetStatus, setStatus } from './set-status';
import { useEntryDraft } from './use-entry-draft';
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

const EMPTY_DRAFT: ImageryDraft = { timeOfDay: '', selectedPromptIds: [], rating: null, notes: '' };

function ImageryForm({
  flowDay,
  userId,
  edit,
  prompts,
  onLeave,
}: FlowProps & { prompts: readonly AskedItem[]; onLeave: () => void }) {
  const day = flowDay.day.selectedDate;
  const kept = useEntryDraft('imagery', { owner: userId, flow: 'imagery', day, entry: edit?.entry }, () => ({
    draft: edit
      ? imageryDraftFromContent(edit.entry.content, prompts)
      : { ...EMPTY_DRAFT, timeOfDay: startingTimeOfDay(day) },
    step: null,
  }));
  // The intro opens a new session only: not an edit, nor a draft the athlete was in the middle of.
  const [introOpen, setIntroOpen] = useState(() => !edit && kept.offer === null);
  const draft = kept.state.draft;
  const change = kept.change;

  return (
    <>
      <ImageryIntro open={introOpen} onStart={() => setIntroOpen(false)} />
      <EntryFlow
        title={TITLE}
        displayDate={flowDay.day.displayDate}
        kept={kept}
        signedIn={userId !== null}
        screens={[imageryKindScreen(prompts, draft, change)]}
        onForward={() => ({
          entry: { type: 'Imagery', day, content: buildImageryContent(draft, prompts) },
          base: edit?.entry ?? null,
          then: edit?.exitTo ?? pathAfterSave(day),
          words: saveWords(IMAGERY_MESSAGES, edit !== undefined),
        })}
        onBack={onLeave}
        layout="page"
      />
    </>
  );
}
