import type { JournalEntry } from '../../../../domain/entry-content';
import { DeleteEntryButton } from './delete-entry-button';
import { EditEntryLink } from './edit-entry-link';

/** A saved entry's card actions: the pencil that edits it and the trash that deletes it (the caller offers Undo). */
export function EditAndDelete({ entry, onDelete }: { entry: JournalEntry; onDelete: () => void }) {
  return (
    <>
      <EditEntryLink entry={entry} />
      <DeleteEntryButton entry={entry} onDelete={onDelete} />
    </>
  );
}
