import { ChevronDown, MessageCircle } from 'lucide-react';
import { lazy, Suspense, useId, useState } from 'react';
import { commentsOf, newestStaffComment } from '../api/comment-shape';

const OpenThreads = lazy(() => import('./open-threads').then((module) => ({ default: module.OpenThreads })));

const firstLine = (text: string) => text.trim().split('\n')[0] ?? '';

/**
 * The comments under one of the athlete's own entries, calm: folded to one line ("2 comments") with the newest staff
 * comment's first line on the card, so a new one is never hidden; opened, each team's thread (open-threads.tsx).
 * Nothing shows on an entry without comments.
 */
export function EntryComments({ entry }: { entry: { id: string } }) {
  const [open, setOpen] = useState(false);
  const threadsId = useId();
  const comments = commentsOf(entry);
  if (comments.length === 0) return null;
  const preview = newestStaffComment(comments);
  const count = comments.length === 1 ? '1 comment' : `${comments.length} comments`;

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
          <Suspense fallback={<p className="py-2 text-sm text-muted">Loading comments...</p>}>
            <OpenThreads entryId={entry.id} comments={comments} />
          </Suspense>
        )}
      </div>
    </div>
  );
}
