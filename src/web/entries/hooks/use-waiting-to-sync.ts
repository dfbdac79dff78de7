import { useMutationState } from '@tanstack/react-query';
import { entriesKey } from '../api/entries';

/** Whether this entry has a change not yet on the server: the views mark it "waiting to sync". */
export function useWaitingToSync(entryId: string): boolean {
  const ids = useMutationState({
    filters: { mutationKey: entriesKey, status: 'pending' },
    select: (mutation) => String((mutation.state.variables as { id?: unknown } | undefined)?.id ?? '').toLowerCase(),
  });
  return ids.includes(entryId.toLowerCase());
}
