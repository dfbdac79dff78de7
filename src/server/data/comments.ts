import type { Selectable } from 'kysely';
import type { EntryComment, ExportedComment, WithComments } from '../../domain/comments.js';
import type { Db } from '../db/connect.js';
import type { EntryCommentsTable } from '../db/schema.js';

// Comments on entries as more than one part of the server reads them: the athlete's entries answers, their export,
// the staff's athlete page and the comment routes (decision 043).

type Row = Selectable<EntryCommentsTable>;

/**
 * Ids in one `entry_id in (...)` at most: past this many (a report of years, an export) the athlete's comments are
 * read whole by their athlete_id index instead, still one query, within SQLite's limit of bound values.
 */
const LISTED_IDS = 500;

/** A stored comment as `readerId` reads it. */
export function toEntryComment(row: Row, readerId: string): EntryComment {
  return { ...toExportedComment(row), mine: row.author_id !== null && row.author_id === readerId };
}

/** A stored comment as the export keeps it. */
export function toExportedComment(row: Row): ExportedComment {
  return {
    id: row.id,
    entryId: row.entry_id,
    teamId: row.team_id,
    teamName: row.team_name,
    author: { name: row.author_name, role: row.author_role },
    body: row.body,
    createdAt: row.created_at,
    editedAt: row.edited_at,
  };
}

/** By entry id, each list oldest first. */
function byEntry<C extends { entryId: string }>(comments: readonly C[]): Map<string, C[]> {
  const map = new Map<string, C[]>();
  for (const comment of comments) {
    const list = map.get(comment.entryId);
    if (list) list.push(comment);
    else map.set(comment.entryId, [comment]);
  }
  return map;
}

/**
 * The comments on some of an athlete's entries, oldest first: one query, whatever the number of entries. `teamId`
 * narrows them to one team's threads (what its staff see).
 */
async function commentRows(db: Db, athleteId: string, entryIds: readonly string[], teamId?: string): Promise<Row[]> {
  if (entryIds.length === 0) return [];
  let query = db.selectFrom('entry_comments').selectAll().where('athlete_id', '=', athleteId);
  if (entryIds.length <= LISTED_IDS) query = query.where('entry_id', 'in', entryIds);
  if (teamId !== undefined) query = query.where('team_id', '=', teamId);
  const rows = await query.orderBy('created_at').orderBy('id').execute();
  if (entryIds.length <= LISTED_IDS) return rows;
  const wanted = new Set(entryIds);
  return rows.filter((row) => wanted.has(row.entry_id));
}

/**
 * Entries of `athleteId`, each with its comments as `readerId` sees them (`mine` is theirs): every team's, or only
 * `teamId`'s. One query for all of them.
 */
async function attachComments<E extends { id: string }>(
  db: Db,
  athleteId: string,
  entries: readonly E[],
  { teamId, readerId }: { teamId?: string; readerId: string },
): Promise<WithComments<E>[]> {
  const rows = await commentRows(
    db,
    athleteId,
    entries.map((entry) => entry.id),
    teamId,
  );
  const comments = byEntry(rows.map((row) => toEntryComment(row, readerId)));
  return entries.map((entry) => ({ ...entry, comments: comments.get(entry.id) ?? [] }));
}

/**
 * The athlete's own entries, each with every comment on it (every team's, gone teams' too): what every answer of
 * their own entries carries.
 */
export function withComments<E extends { id: string }>(
  db: Db,
  athleteId: string,
  entries: readonly E[],
): Promise<WithComments<E>[]> {
  return attachComments(db, athleteId, entries, { readerId: athleteId });
}

/** One of the athlete's own entries with its comments. */
export async function entryWithComments<E extends { id: string }>(
  db: Db,
  athleteId: string,
  entry: E,
): Promise<WithComments<E>> {
  const [withThem] = await withComments(db, athleteId, [entry]);
  return withThem!;
}

/** An athlete's entries as a team's staff member `readerId` sees them: with that team's comments only. */
export function withTeamComments<E extends { id: string }>(
  db: Db,
  athleteId: string,
  teamId: string,
  readerId: string,
  entries: readonly E[],
): Promise<WithComments<E>[]> {
  return attachComments(db, athleteId, entries, { teamId, readerId });
}

/** Every comment of an athlete's journal, by entry id, as the export keeps them. */
export async function exportedCommentsOf(db: Db, athleteId: string): Promise<Map<string, ExportedComment[]>> {
  const rows = await db
    .selectFrom('entry_comments')
    .selectAll()
    .where('athlete_id', '=', athleteId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return byEntry(rows.map(toExportedComment));
}
