import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import type { JournalEntry, NewEntry } from '../../../domain/entry-content';
import { paths } from '../../config/paths';
import { OUTCOME_TOAST_MS, showToast } from '../../components/ui/toast';
import { isRecord } from '../../../domain/guards';
import { ApiError } from '../../lib/api';
import { focusFirstError } from '../../lib/focus-first-error';
import { forgetFailedChange } from '../../lib/sync-changes';
import { conflictingEntry } from '../../entries/api/entry-changes';
import { newEntryId, useCreateEntry, useUpdateEntry } from '../../entries/api/save-entry';
import { QUEUED_NOTE, useOnQueued } from '../../entries/hooks/use-queued';
import type { SaveWords } from './flow-config';
import type { SavedDraft } from './use-entry-draft';

/** A new entry as a flow makes it; its id is the save's own. */
export type FlowEntry = NewEntry extends infer E ? (E extends NewEntry ? Omit<E, 'id'> : never) : never;

/** One save: what is saved, over which saved entry, where the athlete goes once it is saved, and what it says. */
export interface EntrySaveRequest {
  /** The entry as the flow made it (an update sends its content). */
  entry: FlowEntry;
  /** The saved entry this save updates (an edit, the game a postgame finishes); null saves a new entry. */
  base: Pick<JournalEntry, 'id' | 'version'> | null;
  /** Where the athlete goes once the entry is saved, or kept on the device to sync. */
  then: string;
  words: SaveWords;
}

/** Why the last save failed: said next to DONE, or under the field the server refused (`field`: its content path). */
type Problem = { message: string } | { field: string; message: string; otherwise: string };

const CONTENT = 'content.';

/**
 * The field of the content a 422 refused first (`notes`, `answers.q1`: its path in the content), and why in the
 * server's words without the path it puts first ("content.notes: Keep this under 5,000 characters"); null for any
 * other error.
 */
function refusedField(error: Error): { field: string; message: string } | null {
  if (!(error instanceof ApiError && error.status === 422 && isRecord(error.answer))) return null;
  const fields = isRecord(error.answer.error) ? error.answer.error.fields : undefined;
  const path: unknown = Array.isArray(fields) ? fields[0] : undefined;
  if (typeof path !== 'string' || !path.startsWith(CONTENT)) return null;
  const where = `${path}: `;
  const message = error.message.startsWith(where) ? error.message.slice(where.length) : error.message;
  return { field: path.slice(CONTENT.length), message };
}

/**
 * The one save of every entry flow. A new entry is saved under one id chosen when the flow opened, so a retry after
 * a failure can never make a second entry; an update of `base` is made from the version the draft was typed over.
 *
 * - Saved: the draft is forgotten, the saved toast shows, the athlete moves on (replacing the flow in the history,
 *   so Back does not reopen a saved form).
 * - Offline: the change is kept on the device and syncs by itself later; the athlete moves on at once, the toast
 *   saying so (QUEUED_NOTE).
 * - Signed out (or the session ended while writing, a 401): the flow's words, then the sign-in screen.
 * - A conflict (409): the answer carries the entry as the server holds it; the views already show it (see
 *   entry-changes.ts) and the draft follows its version, so saving again keeps what was typed. Said next to DONE.
 * - A field refused (422): the server's words under that field, when the flow shows it (`fields`: the content
 *   paths on screen, `notes`, `answers.q1`); else the flow's failure next to DONE.
 * - Any other failure: the flow's failure next to DONE (`failure`, an alert). Always, everything typed stays.
 */
export function useEntrySave({
  signedIn,
  draft,
  fields = [],
}: {
  signedIn: boolean;
  draft: SavedDraft;
  fields?: readonly string[];
}) {
  const [id] = useState(newEntryId);
  const [sending, setSending] = useState<Pick<EntrySaveRequest, 'then' | 'words'> | null>(null);
  const [problem, setProblem] = useState<Problem | null>(null);
  const create = useCreateEntry();
  const update = useUpdateEntry();
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();

  function toSignIn(words: SaveWords) {
    showToast('error', words.signedOut);
    navigate(paths.signIn);
  }

  function moveOn({ then, words }: Pick<EntrySaveRequest, 'then' | 'words'>, description?: string) {
    draft.forget();
    showToast('success', words.saved, { duration: OUTCOME_TOAST_MS, description });
    navigate(then, { replace: true });
  }

  useOnQueued(
    { isPaused: create.isPaused || update.isPaused, failureReason: create.failureReason ?? update.failureReason },
    () => {
      if (sending) moveOn(sending, QUEUED_NOTE);
    },
  );

  function failed(error: Error, variables: unknown, words: SaveWords) {
    // Said here, on the screen that made the change: not listed again among the changes the server refused.
    forgetFailedChange(queryClient, variables);
    if (error instanceof ApiError && error.status === 401) return toSignIn(words);
    const current = conflictingEntry(error);
    if (current) {
      draft.followLatest(current.version);
      return setProblem({ message: words.conflict });
    }
    const refused = refusedField(error);
    if (refused) return setProblem({ ...refused, otherwise: words.failed });
    setProblem({ message: words.failed });
  }

  function save({ entry, base, then, words }: EntrySaveRequest) {
    if (!signedIn) return toSignIn(words);
    setProblem(null);
    setSending({ then, words });
    const callbacks = {
      onSuccess: () => moveOn({ then, words }),
      onError: (error: Error, variables: unknown) => failed(error, variables, words),
    };
    if (base) {
      // An update sends the content (of its type), never the day: an entry stays on its day.
      const { day: _day, ...edit } = entry;
      update.mutate({ ...edit, id: base.id, version: draft.baseVersion ?? base.version }, callbacks);
    } else create.mutate({ ...entry, id }, callbacks);
  }

  const fieldShown = problem !== null && 'field' in problem && fields.includes(problem.field);
  const fieldErrors: Partial<Record<string, string>> = fieldShown ? { [problem.field]: problem.message } : {};

  // Errors show under their fields and focus goes to the first (decision 018).
  useEffect(() => {
    if (fieldShown) focusFirstError(document.body);
  }, [fieldShown, problem]);

  return {
    save,
    saving: create.isPending || update.isPending,
    /** Why the last save failed, said next to DONE; null when it is said under a field, or nothing failed. */
    failure: problem === null ? null : 'field' in problem ? (fieldShown ? null : problem.otherwise) : problem.message,
    /** The server's words under the field it refused, by the field's content path. */
    fieldErrors,
  };
}
