import { queryOptions } from '@tanstack/react-query';
import type { EntryOf, JournalEntry } from '../../../../domain/entry-content';
import { isOfType } from '../../../../domain/entry-types';
import { entryQuery } from '../../../entries/api/entry';

/** A stored Game entry. */
export type GameEntry = EntryOf<'Game'>;

/** The entry as a Game entry, or null when it is none. */
export const asGame = (entry: JournalEntry | null | undefined): GameEntry | null =>
  entry && isOfType(entry, 'Game') ? entry : null;

/** One Game entry by id (the one a Finish button points at); null when it is gone, someone else's or not a Game. */
export const gameEntryQuery = (id: string) => queryOptions({ ...entryQuery(id), select: asGame });
