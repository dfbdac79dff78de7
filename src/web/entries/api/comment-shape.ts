import type { EntryComment } from '../../../domain/comments';
import { isArrayOf, isRecord, isString } from '../../../domain/guards';

/** One comment on an entry, as every answer shows it (the domain's type; a type only: its module holds a zod schema). */
export type { EntryComment };

/** Whether a value nothing promises (a cached entry read back from the browser) is a comment the thread can show. */
export const isComment = (value: unknown): value is EntryComment =>
  isRecord(value) &&
  isString(value.id) &&
  isString(value.entryId) &&
  (value.teamId === null || isString(value.teamId)) &&
  isString(value.teamName) &&
  isRecord(value.author) &&
  isString(value.author.name) &&
  (value.author.role === 'staff' || value.author.role === 'athlete') &&
  typeof value.mine === 'boolean' &&
  isString(value.body) &&
  isString(value.createdAt) &&
  (value.editedAt === null || isString(value.editedAt));

/**
 * An entry's comments, oldest first; none when it has none or what it holds is not comments (an entry kept in the
 * browser since before comments, or damaged there): the card shows no thread rather than failing.
 */
export function commentsOf(entry: object): EntryComment[] {
  return isRecord(entry) && isArrayOf(entry.comments, isComment) ? entry.comments : [];
}

/** One team's thread on an entry: its comments, oldest first. */
export interface Thread {
  key: string;
  teamId: string | null;
  teamName: string;
  comments: EntryComment[];
}

/** The entry's threads, one per team (a team that is gone keeps its name), in the order they began. */
export function threadsOf(comments: readonly EntryComment[]): Thread[] {
  const threads = new Map<string, Thread>();
  // Oldest first, then by id, as the domain orders them (its oldestFirst lives beside a zod schema).
  const order = (a: EntryComment, b: EntryComment) =>
    a.createdAt < b.createdAt ? -1 : a.createdAt > b.createdAt ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
  for (const comment of [...comments].sort(order)) {
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
