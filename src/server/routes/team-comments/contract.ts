import { z } from 'zod';
import { commentBodySchema, type EntryComment } from '../../../domain/comments.js';

/** An id as the tables store them; anything else names nothing there is (404). */
const id = z.string().min(1).max(100);

/** POST /api/teams/:teamId/athletes/:memberId/entries/:entryId/comments */
export const entryCommentsParam = z.object({ teamId: id, memberId: id, entryId: id.toLowerCase() });
/** PATCH and DELETE /api/teams/:teamId/comments/:commentId */
export const teamCommentParam = z.object({ teamId: id, commentId: id.toLowerCase() });

/** A staff comment, or its edit: the text alone. */
export const staffCommentBody = z.object({ body: commentBodySchema });

/** 201 and 200 of the staff's comment routes. */
export interface StaffCommentAnswer {
  comment: EntryComment;
}
