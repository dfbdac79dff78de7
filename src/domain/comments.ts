// Comments on entries (decision 043): a team's staff and the athlete talking about one entry of the athlete's journal.
// Shared by the server, which checks every write against it, and the web app, which shows the threads.
import { z } from 'zod';
import type { Day } from './dates.js';
import type { ReminderMessage } from './reminders/messages.js';

/** A comment's text, in characters (code points, so an emoji counts once), after trimming. */
export const COMMENT_MAX = 2000;

/** Characters of a comment a notification shows. */
export const COMMENT_PREVIEW = 140;

export const COMMENT_AUTHOR_ROLES = ['staff', 'athlete'] as const;
export type CommentAuthorRole = (typeof COMMENT_AUTHOR_ROLES)[number];

/** A comment as every answer shows it: its thread's team, who wrote it, and whether the reader did. */
export interface EntryComment {
  id: string;
  entryId: string;
  /** The thread's team; null once the team is deleted (its name stays). */
  teamId: string | null;
  /** The team's name when the comment was written. */
  teamName: string;
  /** The author's name in the team when written: a staff member's, or the athlete's own team name. */
  author: { name: string; role: CommentAuthorRole };
  /** Written by whoever reads the answer. */
  mine: boolean;
  body: string;
  createdAt: string;
  editedAt: string | null;
}

/** A comment as the JSON export keeps it: who reads the file is nobody in particular. */
export type ExportedComment = Omit<EntryComment, 'mine'>;

/** Something carrying its comments: an entry of the athlete's own answers, or an entry on the staff's athlete page. */
export type WithComments<T> = T & { comments: EntryComment[] };

const BODY_MESSAGE = `Write a comment of 1 to ${COMMENT_MAX} characters`;

/** A comment's text: plain text, 1-2000 characters once trimmed (whitespace alone is no comment). */
export const commentBodySchema = z
  .string(BODY_MESSAGE)
  .trim()
  .refine((text) => text.length > 0, BODY_MESSAGE)
  .refine((text) => [...text].length <= COMMENT_MAX, BODY_MESSAGE);

/** The text's first `count` characters (never half an emoji), with an ellipsis when it was longer. */
function preview(text: string, count: number): string {
  const characters = [...text];
  return characters.length > count ? `${characters.slice(0, count).join('')}…` : text;
}

/**
 * What the athlete's device shows of a staff comment: "{author} commented on your {entry title}" (the entry's card
 * title, `entryTitle`), the comment's first characters, a tap opening the entry's day; one notification per comment.
 */
export function commentMessage(
  comment: { id: string; authorName: string; body: string },
  entry: { title: string; day: Day },
): ReminderMessage {
  return {
    title: `${comment.authorName} commented on your ${entry.title}`,
    body: preview(comment.body, COMMENT_PREVIEW),
    url: `/journal/${entry.day}`,
    tag: `comment-${comment.id}`,
  };
}

/** The threads of one entry: one per team (by the team's name when written, for a gone team), each oldest first. */
export function commentThreads(
  comments: readonly EntryComment[],
): { teamId: string | null; teamName: string; comments: EntryComment[] }[] {
  const threads = new Map<string, { teamId: string | null; teamName: string; comments: EntryComment[] }>();
  for (const comment of comments) {
    const key = comment.teamId ?? `gone:${comment.teamName}`;
    const thread = threads.get(key);
    if (thread) thread.comments.push(comment);
    else threads.set(key, { teamId: comment.teamId, teamName: comment.teamName, comments: [comment] });
  }
  for (const thread of threads.values()) thread.comments.sort(oldestFirst);
  return [...threads.values()];
}

/** Oldest first, then by id for a stable order. */
export function oldestFirst(a: Pick<EntryComment, 'createdAt' | 'id'>, b: Pick<EntryComment, 'createdAt' | 'id'>) {
  return a.createdAt < b.createdAt ? -1 : a.createdAt > b.createdAt ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}
