import { Trash2 } from 'lucide-react';
import type { EntryType } from '../../../../domain/entry-types';
import { entryTitle } from '../../../../domain/today';

/** The trash on an entry's card: deletes that entry only (the caller offers Undo). */
export function DeleteEntryButton({
  entry,
  onDelete,
}: {
  entry: { type: EntryType; content: unknown };
  onDelete: () => void;
}) {
  return (
    <button
      type="button"
      aria-label={`Delete this ${entryTitle(entry)} entry`}
      onClick={onDelete}
      className="rounded-full p-3 text-danger hover:bg-danger-soft"
    >
      <Trash2 aria-hidden size={20} />
    </button>
  );
}
