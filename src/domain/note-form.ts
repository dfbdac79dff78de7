// The Note flow's form: what it holds while the athlete writes, the content it saves, what stops it, and a stored
// note back in the form (to edit it).
import { noteContentSchema } from './entry-content-schema.js';
import type { NoteContent } from './entry-content.js';
import { fieldErrors } from './field-errors.js';
import { isRecord } from './guards.js';

/** What the form holds: the title (may stay empty) and the text, as typed. */
export interface NoteDraft {
  title: string;
  text: string;
}

export const EMPTY_NOTE_DRAFT: NoteDraft = { title: '', text: '' };

/** What stops the draft from saving, by content path ('title', 'text'): the server's own schema, so both agree. */
export function noteDraftErrors(draft: NoteDraft): Partial<Record<string, string>> {
  return fieldErrors(noteContentSchema, draft);
}

/** The content a draft saves (trimmed, a blank title left out); throws for a draft noteDraftErrors refuses. */
export function buildNoteContent(draft: NoteDraft): NoteContent {
  return noteContentSchema.parse(draft);
}

/** A stored note's content back in the form, to edit it. */
export function noteDraftOf(content: unknown): NoteDraft {
  const stored = isRecord(content) ? content : {};
  return {
    title: typeof stored.title === 'string' ? stored.title : '',
    text: typeof stored.text === 'string' ? stored.text : '',
  };
}
