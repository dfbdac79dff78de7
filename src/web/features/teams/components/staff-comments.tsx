import { MessageCircle } from 'lucide-react';
import { useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { FormError } from '../../../components/ui/form-error';
import { TextField } from '../../../components/ui/text-field';
import { useForm } from '../../../components/ui/use-form';
import type { EntryComment } from '../../../entries/api/comment-shape';
import { checkCommentBody, COMMENT_MAX_CHARS, CommentThread } from '../../../entries/components/comment-thread';
import { failureMessage } from '../../../lib/api';
import { useDeleteStaffComment, useEditStaffComment, useStaffComment } from '../api/comments';

/**
 * This team's thread on one of the athlete's entries, as its staff see it: every comment of the team's staff and the
 * athlete's replies, Edit and Delete on the reader's own, and Comment, which opens a field to write one (a field under
 * every entry of the page would be a wall of boxes).
 */
export function StaffComments({
  teamId,
  memberId,
  entryId,
  title,
  comments,
}: {
  teamId: string;
  memberId: string;
  entryId: string;
  /** The entry's title, naming what Comment is about for a screen reader. */
  title: string;
  comments: readonly EntryComment[];
}) {
  const edit = useEditStaffComment(teamId, memberId);
  const remove = useDeleteStaffComment(teamId, memberId);
  const post = useStaffComment(teamId, memberId);
  const [writing, setWriting] = useState(false);
  const openRef = useRef<HTMLButtonElement>(null);

  function stopWriting() {
    setWriting(false);
    setTimeout(() => openRef.current?.focus());
  }

  return (
    <div className={`flex flex-col gap-2 ${comments.length > 0 || writing ? 'mt-1 border-t border-line pt-3' : ''}`}>
      <CommentThread
        comments={comments}
        actionsFor={(comment) =>
          comment.mine
            ? {
                edit: (body) => edit.mutateAsync({ commentId: comment.id, body }).then(() => undefined),
                remove: () => remove.mutateAsync(comment.id),
              }
            : {}
        }
      >
        {writing ? (
          <CommentForm send={(body) => post.mutateAsync({ entryId, body }).then(stopWriting)} onCancel={stopWriting} />
        ) : (
          <button
            ref={openRef}
            type="button"
            aria-label={`Comment on ${title}`}
            onClick={() => {
              post.reset();
              setWriting(true);
            }}
            className="-ml-2 inline-flex min-h-11 items-center gap-1.5 self-start rounded-lg px-2 text-sm font-semibold text-brand"
          >
            <MessageCircle aria-hidden size={16} />
            Comment
          </button>
        )}
      </CommentThread>
      {/* Always on the page (a live region must be there before it speaks), taking no room while it says nothing. */}
      <p role="status" className={post.isSuccess ? 'text-sm text-ink-soft' : 'sr-only'}>
        {post.isSuccess ? 'Comment sent.' : ''}
      </p>
    </div>
  );
}

/** A new comment: sent at once (staff write online); why it was not, above Send, with what was typed kept. */
function CommentForm({ send, onCancel }: { send: (body: string) => Promise<void>; onCancel: () => void }) {
  const form = useForm<'body'>({
    check: checkCommentBody,
    send: (data) => send(String(data.get('body')).trim()),
    failed: (error) => ({ form: failureMessage(error, 'Your comment was not sent.') }),
  });
  return (
    <form
      {...form.formProps}
      noValidate
      onKeyDown={(event) => event.key === 'Escape' && onCancel()}
      className="flex flex-col gap-2"
    >
      <TextField
        label="Comment"
        maxLength={COMMENT_MAX_CHARS}
        autoComplete="off"
        autoFocus
        end={
          <Button type="submit" disabled={form.busy} className="shrink-0">
            {form.busy ? 'Sending...' : 'Send'}
          </Button>
        }
        {...form.field('body')}
      />
      <FormError message={form.errors.form} />
      <Button variant="ghost" onClick={onCancel} disabled={form.busy} className="self-end">
        Cancel
      </Button>
    </form>
  );
}
