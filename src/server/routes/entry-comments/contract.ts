import { z } from 'zod';
import { commentBodySchema, type EntryComment } from '../../../domain/comments.js';

// Ids are stored lowercased (entries' and comments' alike), so any spelling of one finds it.
const id = z.string().min(1).max(100).toLowerCase();

/** POST /api/entries/:entryId/comments */
export const entryParam = z.object({ entryId: id });
/** PATCH and DELETE /api/entries/:entryId/comments/:commentId */
export const commentParam = z.object({ entryId: id, commentId: id });

/**
 * The athlete's reply to a team's thread on their entry. The id is the client's own (a UUID), so an offline reply
 * sent again is the same comment, not a second one.
 */
export const replyBody = z.object({
  id: z.uuid('Give the reply an id of its own: a UUID').transform((text) => text.toLowerCase()),
  teamId: z.string('Say which team the reply is to (teamId)').min(1).max(100),
  body: commentBodySchema,
});

/** An edit of the athlete's own reply: the text alone. */
export const editBody = z.object({ body: commentBodySchema });

/** 201 and 200 of the athlete's comment routes. */
export interface CommentAnswer {
  comment: EntryComment;
}
