import { useMutation, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { isRecord } from '../../../domain/guards';
import { ApiError } from '../../lib/api';
import { api, done, ok } from '../../lib/api-client';
import { SYNC_CHANGE_OPTIONS, SYNC_SCOPE } from '../../lib/query-client';
import { commentsOf, type EntryComment } from './comment-shape';
import { entriesKey } from './entries';
import { findCachedEntry, showEntry } from './entry-cache';

/**
 * The athlete's changes to the comments on their own entries: a reply, an edit of their own reply, a deletion of any
 * comment. Each is a persisted mutation in the one sync scope, as entry changes are (entry-changes.ts, decision 006):
 * it shows at once under the entry, waits in the browser across reloads while offline, and reaches the server once,
 * in order. Replays are harmless: a reply carries the id chosen here (the server answers the same comment again), an
 * edit sends the same words, and a deletion of a gone comment is done.
 */

export const replyKey = [...entriesKey, 'comment-reply'] as const;
export const editCommentKey = [...entriesKey, 'comment-edit'] as const;
export const deleteCommentKey = [...entriesKey, 'comment-delete'] as const;

/** A reply to a team's thread on an entry, under an id chosen once, when it is written. */
export interface CommentReply {
  id: string;
  entryId: string;
  teamId: string;
  body: string;
}

/** New words for one of the athlete's own replies. */
export interface CommentEdit {
  id: string;
  entryId: string;
  body: string;
}

/** The deletion of a comment on one of the athlete's entries (staff's too). */
export interface CommentDeletion {
  id: string;
  entryId: string;
}

function sendReply({ id, entryId, teamId, body }: CommentReply): Promise<EntryComment> {
  return ok(api.entries[':entryId'].comments.$post({ param: { entryId }, json: { id, teamId, body } })).then(
    (answer) => answer.comment,
  );
}

function sendEdit({ id, entryId, body }: CommentEdit): Promise<EntryComment> {
  return ok(
    api.entries[':entryId'].comments[':commentId'].$patch({ param: { entryId, commentId: id }, json: { body } }),
  ).then((answer) => answer.comment);
}

/** A comment that is gone already (a replayed deletion, or staff deleted it first) counts as deleted. */
async function sendDeletion({ id, entryId }: CommentDeletion): Promise<void> {
  try {
    await done(api.entries[':entryId'].comments[':commentId'].$delete({ param: { entryId, commentId: id } }));
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 404)) throw error;
  }
}

type CommentsChange = (comments: EntryComment[]) => EntryComment[];

/**
 * `data` with the comments of the entry `entryId` changed wherever it holds that entry (a search's pages of results),
 * the same object where it holds none.
 */
function withChangedComments(data: unknown, entryId: string, change: CommentsChange): unknown {
  if (Array.isArray(data)) {
    const items = data.map((item) => withChangedComments(item, entryId, change));
    return items.some((item, index) => item !== data[index]) ? items : data;
  }
  if (!isRecord(data)) return data;
  if (data.id === entryId && Array.isArray(data.comments)) return { ...data, comments: change(commentsOf(data)) };
  const fields = Object.entries(data).map(([key, value]) => [key, withChangedComments(value, entryId, change)]);
  return fields.some(([key, value]) => value !== data[key as string]) ? Object.fromEntries(fields) : data;
}

const upsertComment = (comment: EntryComment) => (comments: EntryComment[]) =>
  comments.some((shown) => shown.id === comment.id)
    ? comments.map((shown) => (shown.id === comment.id ? comment : shown))
    : [...comments, comment];

/** The reply as it will be once the server has it, for the thread to show until it does. */
function draftReply(comments: readonly EntryComment[], { id, entryId, teamId, body }: CommentReply): EntryComment {
  const thread = comments.filter((comment) => comment.teamId === teamId);
  return {
    id,
    entryId,
    teamId,
    teamName: thread[0]?.teamName ?? '',
    author: { name: thread.find((comment) => comment.mine)?.author.name ?? '', role: 'athlete' },
    mine: true,
    body: body.trim(),
    createdAt: new Date().toISOString(),
    editedAt: null,
  };
}

/**
 * Registers how each change runs, so changes restored from the browser after a reload can run too. A change shows at
 * once in the journal's views and in `otherViews` (views of features holding entries with their comments: search); the
 * journal's are fetched again once the last waiting change is done, as for entries.
 */
export function registerCommentChanges(client: QueryClient, otherViews: readonly QueryKey[] = []): void {
  /** Changes the comments of an entry in every cached view that holds it: the journal's, and those `app/` names. */
  const changeComments = (entryId: string, change: CommentsChange) => {
    const entry = findCachedEntry(client, entryId);
    if (entry) {
      const changed = { ...entry, comments: change(commentsOf(entry)) };
      showEntry(client, changed);
    }
    for (const queryKey of otherViews) {
      client.setQueriesData<unknown>({ queryKey }, (data: unknown) => withChangedComments(data, entryId, change));
    }
  };
  const isLastChange = () => client.isMutating({ predicate: (m) => m.options.scope?.id === SYNC_SCOPE.id }) <= 1;
  const refreshWhenSynced = () => (isLastChange() ? client.invalidateQueries({ queryKey: entriesKey }) : undefined);
  const stopRefetches = () => client.cancelQueries({ queryKey: entriesKey });
  const settled = {
    onSuccess: (comment: EntryComment | void) => {
      if (comment) changeComments(comment.entryId, upsertComment(comment));
      return refreshWhenSynced();
    },
    onError: refreshWhenSynced,
  };

  client.setMutationDefaults(replyKey, {
    ...SYNC_CHANGE_OPTIONS,
    mutationFn: sendReply,
    onMutate: async (reply: CommentReply) => {
      await stopRefetches();
      changeComments(reply.entryId, (comments) => upsertComment(draftReply(comments, reply))(comments));
    },
    onSuccess: settled.onSuccess,
    // Refused (the thread is gone, the athlete left the team): it leaves the thread; its words stay with the change.
    onError: (_error: Error, reply: CommentReply) => {
      changeComments(reply.entryId, (comments) => comments.filter((comment) => comment.id !== reply.id));
      return refreshWhenSynced();
    },
  });

  client.setMutationDefaults(editCommentKey, {
    ...SYNC_CHANGE_OPTIONS,
    mutationFn: sendEdit,
    onMutate: async ({ id, entryId, body }: CommentEdit) => {
      await stopRefetches();
      changeComments(entryId, (comments) =>
        comments.map((comment) =>
          comment.id === id ? { ...comment, body: body.trim(), editedAt: new Date().toISOString() } : comment,
        ),
      );
    },
    ...settled,
  });

  client.setMutationDefaults(deleteCommentKey, {
    ...SYNC_CHANGE_OPTIONS,
    mutationFn: sendDeletion,
    onMutate: async ({ id, entryId }: CommentDeletion) => {
      await stopRefetches();
      changeComments(entryId, (comments) => comments.filter((comment) => comment.id !== id));
    },
    onSuccess: refreshWhenSynced,
    onError: refreshWhenSynced,
  });
}

/** Replies to a thread (see above); the caller chooses the reply's id once, when it is written (`newCommentId`). */
export function useReplyToThread() {
  return useMutation<EntryComment, Error, CommentReply>({ mutationKey: replyKey });
}

export function useEditOwnReply() {
  return useMutation<EntryComment, Error, CommentEdit>({ mutationKey: editCommentKey });
}

export function useDeleteComment() {
  return useMutation<void, Error, CommentDeletion>({ mutationKey: deleteCommentKey });
}

/** A fresh comment id, chosen once per reply so that sending it again can never make a second comment. */
export function newCommentId(): string {
  return crypto.randomUUID();
}
