import { commentsOf, threadsOf } from '../api/comment-shape';
import { commentTime } from './comment-thread';

/**
 * An entry's comments as the printed report shows them: every thread open, each comment's author ("You" for the
 * athlete), time and words, no controls. Comments belong to the journal (PRODUCT.md), so they print with it.
 */
export function PrintedComments({ entry }: { entry: object }) {
  const threads = threadsOf(commentsOf(entry));
  if (threads.length === 0) return null;
  return (
    <div className="mt-1 flex flex-col gap-2 border-t border-line pt-2">
      {threads.map((thread) => (
        <section key={thread.key} aria-label={`Comments from ${thread.teamName}`} className="flex flex-col gap-1.5">
          <h4 className="text-sm font-semibold text-ink-soft">Comments · {thread.teamName}</h4>
          <ul className="flex flex-col gap-1.5">
            {thread.comments.map((comment) => (
              <li key={comment.id} className="text-sm text-ink">
                <span className="font-semibold">{comment.mine ? 'You' : comment.author.name}</span>
                <span className="text-ink-soft"> · {commentTime(comment.createdAt)}</span>
                <p className="whitespace-pre-line break-words">{comment.body}</p>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
