// What staff see of an athlete's entry: the share links' rule (sharedContent), one way for both. Figures only keeps
// ratings, effort, minutes, the plan check, a game's match record, the check-in's items and hours slept; never a word
// the athlete typed.
import type { EntryType } from '../entry-types.js';
import { sharedContent } from '../share-links.js';
import { scopeIncludesNotes, type TeamScope } from './teams.js';

/**
 * The entry with only the content its athlete's scope shows staff. Everything staff are told of an entry is computed
 * from this (the squad's figures, Insights, the entries list), so a word outside the scope never reaches a sentence.
 */
export function staffView<T extends { type: string; content: unknown }>(entry: T, scope: TeamScope): T {
  return { ...entry, content: sharedContent(entry.type as EntryType, entry.content, scopeIncludesNotes(scope)) };
}
