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
 * athlete's replies, Edit and Delete on the reader's own, and a Comment field to add one.
 */
export function StaffComments({
  teamId,
  memberId,
  entryId,
  comments,
}: {
  teamId: string;
  memberId: string;
  entryId: string;
  comments: readonly EntryComment[];
}) {
  const edit = useEditStaffComment(teamId, memberId);
  const remove = useDeleteStaffComment(teamId, memberId);
  return (
    <div className="mt-1 flex flex-col gap-2 border-t border-line pt-3">
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
        <CommentForm teamId={teamId} memberId={memberId} entryId={entryId} />
      </CommentThread>
    </div>
  );
}

/** A new comment: sent at once (staff write online), said to be sent, or why not above Send. */
function CommentForm({ teamId, memberId, entryId }: { teamId: string; memberId: string; entryId: string }) {
  const comment = useStaffComment(teamId, memberId);
  const form = useForm<'body'>({
    check: checkCommentBody,
    send: async (data, element) => {
      comment.reset();
      await comment.mutateAsync({ entryId, body: String(data.get('body')).trim() });
      element.reset();
    },
    failed: (error) => ({ form: failureMessage(error, 'Your comment was not sent.') }),
  });
  return (
    <form {...form.formProps} noValidate className="flex flex-col gap-2">
      <TextField
        label="Comment"
        maxLength={COMMENT_MAX_CHARS}
        autoComplete="off"
        end={
          <Button type="submit" disabled={form.busy} className="shrink-0">
            {form.busy ? 'Sending...' : 'Send'}
          </Button>
        }
        {...form.field('body')}
      />
      <FormError message={form.errors.form} />
      <p role="status" className="text-sm text-ink-soft">
        {comment.isSuccess ? 'Comment sent.' : ''}
      </p>
    </form>
  );
}
