import { Pencil } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import type { JournalEntry } from '../../../../domain/entry-content';
import { entryTypeSlug } from '../../../../domain/entry-types';
import { entryTitle } from '../../../../domain/today';
import { paths } from '../../../app/paths';
import { editLinkState } from '../edit/edit-arrival';

/** The pencil that opens an entry's flow filled in to edit it, and comes back here once the edit is saved or left. */
export function EditEntryLink({ entry }: { entry: Pick<JournalEntry, 'id' | 'type' | 'content'> }) {
  const location = useLocation();
  return (
    <Link
      to={paths.editEntry(entryTypeSlug(entry.type), entry.id)}
      state={editLinkState(location)}
      aria-label={`Edit this ${entryTitle(entry)} entry`}
      className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-full text-brand hover:bg-brand-soft"
    >
      <Pencil aria-hidden size={20} />
    </Link>
  );
}
