import { CONTENT_LIMITS } from '../../../../domain/entry-content';
import type { NoteDraft } from '../../../../domain/note-form';
import type { FlowScreen } from '../engine/flow-field';

/** The Note flow's one screen: a title (optional) and the text, a large box to write in. */
export function noteKindScreen(draft: NoteDraft, change: (patch: Partial<NoteDraft>) => void): FlowScreen {
  return {
    key: 'note',
    fields: [
      {
        kind: 'text',
        lines: 'one',
        path: 'title',
        label: 'Title (optional)',
        placeholder: 'A few words',
        maxLength: CONTENT_LIMITS.noteTitleChars,
        value: draft.title,
        set: (title) => change({ title }),
      },
      {
        kind: 'text',
        lines: 'many',
        path: 'text',
        label: 'Note',
        placeholder: 'Write anything',
        required: true,
        maxLength: CONTENT_LIMITS.noteTextChars,
        rows: 12,
        value: draft.text,
        set: (text) => change({ text }),
      },
    ],
  };
}
