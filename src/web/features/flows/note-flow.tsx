import { entryTypeLabel } from '../../../domain/entry-types';
import { buildNoteContent, EMPTY_NOTE_DRAFT, noteDraftErrors, noteDraftOf } from '../../../domain/note-form';
import { EntryFlow } from './engine/entry-flow';
import { saveWords, type FlowEdit, type SaveMessages } from './flow-config';
import { pathAfterSave, type FlowDay } from './flow-day';
import { noteKindScreen } from './kinds/note-kind';
import { useEntryDraft } from './use-entry-draft';
import { useLeaveFlow } from './use-leave-flow';

const MESSAGES: SaveMessages = {
  saved: 'Note saved!',
  updated: 'Note updated!',
  failed: 'Failed to save your note. Your words are still here: try again.',
  signedOut: 'You need to be signed in to save your note',
};

/** The Note flow: a title and the text on one screen, saved on DONE; an edit opens filled in. */
export function NoteFlow({
  flowDay,
  userId,
  edit,
}: {
  flowDay: FlowDay;
  userId: string | null;
  edit?: FlowEdit<'Note'>;
}) {
  const day = flowDay.day.selectedDate;
  const kept = useEntryDraft('note', { owner: userId, flow: 'note', day, entry: edit?.entry }, () => ({
    draft: edit ? noteDraftOf(edit.entry.content) : EMPTY_NOTE_DRAFT,
    step: null,
  }));
  const draft = kept.state.draft;
  const leave = useLeaveFlow(flowDay.day, edit?.exitTo);

  return (
    <EntryFlow
      title={entryTypeLabel('Note')}
      displayDate={flowDay.day.displayDate}
      kept={kept}
      signedIn={userId !== null}
      screens={[noteKindScreen(draft, kept.change)]}
      check={() => noteDraftErrors(draft)}
      onForward={() => ({
        entry: { type: 'Note', day, content: buildNoteContent(draft) },
        base: edit?.entry ?? null,
        then: edit?.exitTo ?? pathAfterSave(day),
        words: saveWords(MESSAGES, edit !== undefined),
      })}
      onBack={leave}
    />
  );
}
