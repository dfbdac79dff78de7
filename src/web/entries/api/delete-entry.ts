import { useMutation } from '@tanstack/react-query';
import { deleteEntryKey, type EntryDeletion } from './entry-changes';

/** Deletes one entry: views drop it at once, and offline the deletion waits to sync (see entry-changes.ts). */
export function useDeleteEntry() {
  return useMutation<void, Error, EntryDeletion>({ mutationKey: deleteEntryKey });
}
