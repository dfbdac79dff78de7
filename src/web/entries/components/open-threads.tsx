import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { Button } from '../../components/ui/button';
import { FormError } from '../../components/ui/form-error';
import { TextField } from '../../components/ui/text-field';
import { useForm } from '../../components/ui/use-form';
import { failureMessage } from '../../lib/api';
import { forgetFailedChange } from '../../lib/sync-changes';
import {
  newCommentId,
  useDeleteComment,
  useEditOwnReply,
  useReplyToThread,
  type CommentReply,
} from '../api/comment-changes';
import { threadsOf, type EntryComment } from '../api/comment-shape';
import { isQueued } from '../hooks/use-queued';
import { checkCommentBody, COMMENT_MAX_CHARS, CommentThread, type CommentActions } from './comment-thread';

/**
 * An entry's threads once the athlete opens them (loaded then, so a card's first paint carries only the folded line):
 * each team's thread, named by its team when there are several, with Reply, Edit on the athlete's own replies and
 * Delete on any comment (asked first). Replies, edits and deletions are kept on the device until they reach the server
 * (comment-changes.ts).
 */
export function OpenThreads({ entryId, comments }: { entryId: string; comments: readonly EntryComment[] }) {
  const edit = useEditOwnReply();
  const remove = useDeleteComment();
  const threads = threadsOf(comments);

  const actionsFor = (comment: EntryComment): CommentActions => ({
    // Sent at once, or kept on this device until it can be: the thread shows the change either way.
    edit: comment.mine
      ? (body) => {
          edit.mutate({ id: comment.id, entryId, body });
          return Promise.resolve();
        }
      : undefined,
    remove: () => {
      remove.mutate({ id: comment.id, entryId });
      return Promise.resolve();
    },
  });

  return (
    <div className="flex flex-col gap-4 pt-1 pb-2">
      {threads.map((thread) => (
        <section key={thread.key} aria-label={`Comments from ${thread.teamName}`} className="flex flex-col gap-2">
          {threads.length > 1 && <p className="text-sm font-bold text-ink-soft">{thread.teamName}</p>}
          <CommentThread comments={thread.comments} actionsFor={actionsFor}>
            {thread.teamId !== null && (
              <ReplyForm
                entryId={entryId}
                teamId={thread.teamId}
                label={threads.length > 1 ? `Reply to ${thread.teamName}` : 'Reply'}
              />
            )}
          </CommentThread>
        </section>
      ))}
    </div>
  );
}

/**
 * A reply to one thread: it shows in the thread the moment it is sent, and is said to be sent, kept on the device
 * (offline) or refused; a refused reply's words come back into the field.
 */
function ReplyForm({ entryId, teamId, label }: { entryId: string; teamId: string; label: string }) {
  const client = useQueryClient();
  const reply = useReplyToThread();
  const inputRef = useRef<HTMLInputElement>(null);
  const [refused, setRefused] = useState<string>();
  const form = useForm<'body'>({
    check: checkCommentBody,
    send: async (data, element) => {
      const sent: CommentReply = { id: newCommentId(), entryId, teamId, body: String(data.get('body')).trim() };
      setRefused(undefined);
      reply.mutate(sent, {
        onError: (error) => {
          if (isQueued({ isPaused: false, failureReason: error })) return;
          // Said here, with the words back in the field, rather than again in the sync notices.
          forgetFailedChange(client, sent);
          setRefused(failureMessage(error, 'Your reply was not sent.'));
          if (inputRef.current && inputRef.current.value === '') inputRef.current.value = sent.body;
        },
      });
      element.reset();
      await Promise.resolve();
    },
    failed: (error) => ({ form: failureMessage(error, 'Your reply was not sent.') }),
  });
  const status = reply.isSuccess
    ? 'Reply sent.'
    : reply.isPending && isQueued(reply)
      ? 'Reply saved on this device. It will be sent when you are back online.'
      : '';

  return (
    <form {...form.formProps} noValidate className="flex flex-col gap-2">
      <TextField
        ref={inputRef}
        label={label}
        maxLength={COMMENT_MAX_CHARS}
        autoComplete="off"
        end={
          <Button type="submit" disabled={form.busy} className="shrink-0">
            Send
          </Button>
        }
        {...form.field('body')}
      />
      <FormError message={refused ?? form.errors.form} />
      {/* Always on the page (a live region must be there before it speaks), taking no room while it says nothing. */}
      <p role="status" className={status ? 'text-sm text-ink-soft' : 'sr-only'}>
        {status}
      </p>
    </form>
  );
}
