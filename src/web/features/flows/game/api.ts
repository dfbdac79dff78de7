import { queryOptions } from '@tanstack/react-query';
import type { GameContent, JournalEntry } from '../../../../domain/entry-content';
import { entryQuery } from '../../../entries/api/entry';

/** A stored Game entry, its content typed as a Game's. */
export type GameEntry = JournalEntry & { type: 'Game'; content: GameContent };

/** The entry as a Game entry, or null when it is none. */
export const asGame = (entry: JournalEntry | null | undefined): GameEntry | null =>
  entry?.type === 'Game' ? (entry as GameEntry) : null;

/** One Game entry by id (the one a Finish button points at); null when it is gone, someone else's or not a Game. */
export const gameEntryQuery = (id: string) => queryOptions({ ...entryQuery(id), select: asGame });
