import { isRecord } from '../../domain/guards';

/** Fields that name or place a change rather than hold what the athlete wrote. */
const NOT_WRITTEN = new Set([
  'id',
  'type',
  'day',
  'version',
  'name',
  'enabled',
  'isCustom',
  'section',
  // A comment's change names its entry and its thread's team.
  'entryId',
  'teamId',
]);

/** Every piece of text the athlete wrote in a change (answers, notes, questions), in order, for them to copy. */
export function writtenText(variables: unknown): string[] {
  if (typeof variables === 'string') return variables.trim() ? [variables] : [];
  if (Array.isArray(variables)) return variables.flatMap(writtenText);
  if (!isRecord(variables)) return [];
  return Object.entries(variables).flatMap(([key, value]) => (NOT_WRITTEN.has(key) ? [] : writtenText(value)));
}

/**
 * Why the server refused a change, in words for the athlete. A change to a comment (its variables name the comment's
 * entry) is said in the server's words: its 404 is a thread or comment that is gone, not the entry.
 */
export function refusalMessage(error: unknown, variables?: unknown): string {
  const status = isRecord(error) ? error.status : undefined;
  const message = isRecord(error) && typeof error.message === 'string' ? error.message : '';
  if (isRecord(variables) && typeof variables.entryId === 'string' && status !== 401) {
    return message ? `Your comment was not sent: ${message}` : 'The server refused your comment, so it was not sent.';
  }
  if (status === 409) return 'This entry changed on another device since you edited it, so your edit was not saved.';
  if (status === 404) return 'This entry no longer exists, so your change was not saved.';
  if (status === 401) return 'You were signed out, so this change was not saved.';
  return message ? `Not saved: ${message}` : 'The server refused this change, so it was not saved.';
}
