import { Pencil } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import type { JournalEntry } from '../../../../domain/entry-content';
import { entryTypeSlug } from '../../../../domain/entry-types';
import { entryTitle } from '../../../../domain/today';
import { paths } from '../../../config/paths';
import { editLinkState } from '../../../entries/navigation/edit-arrival';

/** The pencil that opens an entry's flow filled in to edit it, and comes back here once the edit is saved or left. */
export function EditEntryLink({ entry }: { entry: Pick<JournalEntry, 'id' | 'type' | 'day' | 'content'> }) {
  const location = useLocation();
  // A day has one check-in: its own screen for that day opens it to edit.
  const to =
    entry.type === 'Wellness' ? paths.wellnessCheckIn(entry.day) : paths.editEntry(entryTypeSlug(entry.type), entry.id);
  return (
    <Link
      to={to}
      state={editLinkState(location)}
      aria-label={`Edit this ${entryTitle(entry)} entry`}
      className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-full text-brand hover:bg-brand-soft"
    >
      <Pencil aria-hidden size={20} />
    </Link>
  );
}
