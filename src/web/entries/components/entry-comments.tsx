import { useQueryClient } from '@tanstack/react-query';
import { ChevronDown, MessageCircle } from 'lucide-react';
import { useId, useRef, useState } from 'react';
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
import { commentsOf, type EntryComment } from '../api/comment-shape';
import { isQueued } from '../hooks/use-queued';
import { checkCommentBody, COMMENT_MAX_CHARS, CommentThread, type CommentActions } from './comment-thread';

/** One team's thread on an entry: its comments, oldest first. */
interface Thread {
  key: string;
  teamId: string | null;
  teamName: string;
  comments: EntryComment[];
}

/** The entry's threads, one per team (a team that is gone keeps its name), in the order they began. */
export function threadsOf(comments: readonly EntryComment[]): Thread[] {
  const threads = new Map<string, Thread>();
  for (const comment of [...comments].sort((a, b) => (a.createdAt < b.createdAt ? -1 : 1))) {
    const key = comment.teamId ?? `gone:${comment.teamName}`;
    const thread = threads.get(key) ?? { key, teamId: comment.teamId, teamName: comment.teamName, comments: [] };
    thread.comments.push(comment);
    threads.set(key, thread);
  }
  return [...threads.values()];
}

/** The newest comment staff wrote on the entry: what a folded thread shows of itself. */
export function newestStaffComment(comments: readonly EntryComment[]): EntryComment | undefined {
  return comments
    .filter((comment) => comment.author.role === 'staff')
    .reduce<EntryComment | undefined>(
      (newest, comment) => (newest && newest.createdAt > comment.createdAt ? newest : comment),
      undefined,
    );
}

const firstLine = (text: string) => text.trim().split('\n')[0] ?? '';

/**
 * The comments under one of the athlete's own entries, calm: folded to one line ("2 comments") with the newest staff
 * comment's first line on the card, so a new one is never hidden; opened, each team's thread with Reply, Edit on the
 * athlete's own replies and Delete on any comment (asked first). Replies, edits and deletions are kept on the device
 * until they reach the server (comment-changes.ts). Nothing shows on an entry without comments.
 */
export function EntryComments({ entry }: { entry: { id: string } }) {
  const [open, setOpen] = useState(false);
  const threadsId = useId();
  const comments = commentsOf(entry);
  const edit = useEditOwnReply();
  const remove = useDeleteComment();
  if (comments.length === 0) return null;
  const threads = threadsOf(comments);
  const preview = newestStaffComment(comments);
  const count = comments.length === 1 ? '1 comment' : `${comments.length} comments`;

  const actionsFor = (comment: EntryComment): CommentActions => ({
    // Sent at once, or kept on this device until it can be: the thread shows the change either way.
    edit: comment.mine
      ? (body) => {
          edit.mutate({ id: comment.id, entryId: entry.id, body });
          return Promise.resolve();
        }
      : undefined,
    remove: () => {
      remove.mutate({ id: comment.id, entryId: entry.id });
      return Promise.resolve();
    },
  });

  return (
    <div className="mt-3 border-t border-line pt-2">
      {!open && preview && (
        <p className="truncate pt-1 text-sm text-ink-soft">
          <span className="font-semibold text-ink">{preview.author.name}:</span> {firstLine(preview.body)}
        </p>
      )}
      <button
        type="button"
        aria-expanded={open}
        aria-controls={threadsId}
        onClick={() => setOpen((wasOpen) => !wasOpen)}
        className="-ml-2 inline-flex min-h-11 items-center gap-1.5 rounded-lg px-2 text-sm font-semibold text-brand"
      >
        <MessageCircle aria-hidden size={16} />
        {count}
        <ChevronDown aria-hidden size={16} className={open ? 'rotate-180' : ''} />
      </button>
      <div id={threadsId} hidden={!open}>
        {open && (
          <div className="flex flex-col gap-4 pt-1 pb-2">
            {threads.map((thread) => (
              <section key={thread.key} aria-label={`Comments from ${thread.teamName}`} className="flex flex-col gap-2">
                {threads.length > 1 && <h3 className="text-sm font-bold text-ink-soft">{thread.teamName}</h3>}
                <CommentThread comments={thread.comments} actionsFor={actionsFor}>
                  {thread.teamId !== null && (
                    <ReplyForm
                      entryId={entry.id}
                      teamId={thread.teamId}
                      label={threads.length > 1 ? `Reply to ${thread.teamName}` : 'Reply'}
                    />
                  )}
                </CommentThread>
              </section>
            ))}
          </div>
        )}
      </div>
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
      <p role="status" aria-live="polite" className="text-sm text-ink-soft">
        {status}
      </p>
    </form>
  );
}
