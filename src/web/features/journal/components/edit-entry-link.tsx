import { Pencil } from 'lucide-react';
import type { JournalEntry } from '../../../../domain/entry-content';
import { entryTypeSlug } from '../../../../domain/entry-types';
import type { MenuAction } from '../../../components/ui/actions-menu';
import { paths } from '../../../config/paths';
import { editLinkState } from '../../../entries/navigation/edit-arrival';
import { usePlace } from '../../../lib/navigation';

/** A card's Edit: opens the entry's flow filled in, and comes back here once the edit is saved or left. */
export function useEditAction(entry: Pick<JournalEntry, 'id' | 'type' | 'day'>): MenuAction {
  const location = usePlace();
  // A day has one check-in: its own screen for that day opens it to edit.
  const to =
    entry.type === 'Wellness' ? paths.wellnessCheckIn(entry.day) : paths.editEntry(entryTypeSlug(entry.type), entry.id);
  return { label: 'Edit', icon: <Pencil aria-hidden size={18} />, to, state: editLinkState(location) };
}
