import { Pencil, Trash2 } from 'lucide-react';
import { useRef, useState, type ReactNode } from 'react';
import { displayShortDay, formatClockTime, localDay } from '../../../domain/dates';
import { ActionsMenu, type MenuAction } from '../../components/ui/actions-menu';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { FormError } from '../../components/ui/form-error';
import { TextField } from '../../components/ui/text-field';
import { OUTCOME_TOAST_MS, showToast } from '../../components/ui/toast';
import { useForm, type FieldErrors } from '../../components/ui/use-form';
import { failureMessage } from '../../lib/api';
import type { EntryComment } from '../api/comment-shape';
import { useWaitingToSync } from '../hooks/use-waiting-to-sync';
import { PendingMark } from './pending-mark';

/**
 * The most a comment may hold, in characters after trimming: the domain's COMMENT_MAX (comment-shape.test.ts checks
 * they agree), written here because the domain's module brings its zod schema into every chunk that imports it.
 */
export const COMMENT_MAX_CHARS = 2000;

/** What a comment form refuses before sending: nothing written, or more than the server takes (it counts characters). */
export function checkCommentBody(data: FormData): FieldErrors<'body'> | null {
  const body = String(data.get('body') ?? '').trim();
  if (body === '') return { body: 'Write something first' };
  if ([...body].length > COMMENT_MAX_CHARS) return { body: `Keep it to ${COMMENT_MAX_CHARS} characters` };
  return null;
}

/** "Nov 27, 9:41 AM": when a comment was written, in the browser's time. */
export function commentTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : `${displayShortDay(localDay(date))}, ${formatClockTime(date)}`;
}

/** Who wrote a comment, as the reader sees it: their own are "You". */
export const commentAuthor = (comment: EntryComment): string => (comment.mine ? 'You' : comment.author.name);

/** What the reader may do with one comment: each is there only when allowed; each settles once it is done. */
export interface CommentActions {
  edit?: (body: string) => Promise<void>;
  remove?: () => Promise<void>;
}

/**
 * One thread's comments, oldest first: who wrote each ("You" for the reader's own), when, the words, a "Waiting to
 * sync" mark while a change to it is on this device only, and a menu of what the reader may do (Edit in place, Delete
 * after asking). The composer (a reply, staff's Comment) is the caller's, passed as `children`.
 */
export function CommentThread({
  comments,
  actionsFor,
  children,
}: {
  comments: readonly EntryComment[];
  actionsFor: (comment: EntryComment) => CommentActions;
  children?: ReactNode;
}) {
  const [deleting, setDeleting] = useState<EntryComment | null>(null);
  const [busy, setBusy] = useState(false);
  const listRef = useRef<HTMLOListElement>(null);

  async function confirmDelete() {
    const remove = deleting && actionsFor(deleting).remove;
    if (!remove) return;
    setBusy(true);
    try {
      await remove();
      showToast('success', 'Comment deleted', { duration: OUTCOME_TOAST_MS });
      // The comment's menu, which had focus, is gone: the thread keeps it.
      setTimeout(() => listRef.current?.focus());
    } catch (error) {
      showToast('error', failureMessage(error, 'The comment could not be deleted.'), { duration: OUTCOME_TOAST_MS });
    } finally {
      setBusy(false);
      setDeleting(null);
    }
  }

  return (
    <div className="flex flex-col gap-3">
      {comments.length > 0 && (
        <ol ref={listRef} tabIndex={-1} aria-label="Comments" className="flex flex-col gap-2 outline-none">
          {comments.map((comment) => (
            <CommentItem
              key={comment.id}
              comment={comment}
              actions={actionsFor(comment)}
              onDelete={() => setDeleting(comment)}
            />
          ))}
        </ol>
      )}
      {children}
      <ConfirmDialog
        open={deleting !== null}
        title="Delete this comment?"
        description={
          deleting?.mine
            ? 'Your comment will be deleted for you and for the team.'
            : `${deleting?.author.name ?? 'This'}'s comment will be deleted for you and for the team.`
        }
        confirmLabel="Delete"
        busy={busy}
        onConfirm={() => void confirmDelete()}
        onOpenChange={(open) => !open && !busy && setDeleting(null)}
      />
    </div>
  );
}

function CommentItem({
  comment,
  actions,
  onDelete,
}: {
  comment: EntryComment;
  actions: CommentActions;
  onDelete: () => void;
}) {
  const [editing, setEditing] = useState(false);
  const itemRef = useRef<HTMLLIElement>(null);
  const waiting = useWaitingToSync(comment.id);
  const author = commentAuthor(comment);
  const menu: MenuAction[] = [];
  if (actions.edit) {
    menu.push({ label: 'Edit', icon: <Pencil aria-hidden size={18} />, onSelect: () => setEditing(true) });
  }
  if (actions.remove) {
    menu.push({ label: 'Delete', icon: <Trash2 aria-hidden size={18} />, tone: 'danger', onSelect: onDelete });
  }

  function stopEditing() {
    setEditing(false);
    setTimeout(() => itemRef.current?.focus());
  }

  return (
    <li ref={itemRef} tabIndex={-1} className="rounded-xl bg-canvas px-3 py-2 outline-none">
      <div className="flex items-start justify-between gap-2">
        <p className="min-w-0 pt-1 text-sm">
          <span className="font-semibold text-ink">{author}</span>
          <span className="text-muted">
            {' · '}
            <time dateTime={comment.createdAt}>{commentTime(comment.createdAt)}</time>
            {comment.editedAt !== null && ' · Edited'}
          </span>
        </p>
        {menu.length > 0 && !editing && (
          <div className="-my-1 -mr-2">
            <ActionsMenu label={`Actions for ${author === 'You' ? 'your' : `${author}'s`} comment`} actions={menu} />
          </div>
        )}
      </div>
      {editing && actions.edit ? (
        <EditComment body={comment.body} save={actions.edit} onDone={stopEditing} />
      ) : (
        <p className="pb-1 break-words whitespace-pre-wrap text-ink">{comment.body}</p>
      )}
      {waiting && (
        <div className="pb-1">
          <PendingMark />
        </div>
      )}
    </li>
  );
}

/** A comment's words, edited in place: Save sends them, Cancel (or Escape) leaves them as they were. */
function EditComment({
  body,
  save,
  onDone,
}: {
  body: string;
  save: (body: string) => Promise<void>;
  onDone: () => void;
}) {
  const form = useForm<'body'>({
    check: checkCommentBody,
    send: async (data) => {
      await save(String(data.get('body')).trim());
      onDone();
    },
    failed: (error) => ({ form: failureMessage(error, 'Your comment could not be saved.') }),
  });
  return (
    <form
      {...form.formProps}
      noValidate
      onKeyDown={(event) => event.key === 'Escape' && onDone()}
      className="flex flex-col gap-2 pt-1 pb-2"
    >
      <TextField
        label="Edit comment"
        defaultValue={body}
        maxLength={COMMENT_MAX_CHARS}
        autoFocus
        autoComplete="off"
        {...form.field('body')}
      />
      <FormError message={form.errors.form} />
      <div className="flex justify-end gap-2">
        <Button variant="ghost" onClick={onDone} disabled={form.busy}>
          Cancel
        </Button>
        <Button type="submit" disabled={form.busy}>
          {form.busy ? 'Saving...' : 'Save'}
        </Button>
      </div>
    </form>
  );
}
