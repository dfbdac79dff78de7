import { useMutation } from '@tanstack/react-query';
import type { EntryCreate, JournalEntry } from '../../../domain/entry-content';
import { createEntryKey, updateEntryKey, type EntryUpdate } from './entry-changes';

/**
 * Saves a new entry (see entry-changes.ts). The caller picks the id once per draft (newEntryId), so a retried or
 * replayed save of the same draft can never make a second entry. Undo of a delete saves the entry again with
 * `restore`.
 */
export function useCreateEntry() {
  return useMutation<JournalEntry, Error, EntryCreate>({ mutationKey: createEntryKey });
}

/** A fresh entry id for a new draft. */
export function newEntryId(): string {
  return crypto.randomUUID();
}

/** Replaces an entry's content, made from its `version` (a Game's postgame completes its pregame entry this way). */
export function useUpdateEntry() {
  return useMutation<JournalEntry, Error, EntryUpdate>({ mutationKey: updateEntryKey });
}
