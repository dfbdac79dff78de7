import { Trash2 } from 'lucide-react';
import type { JournalEntry } from '../../../../domain/entry-content';
import { entryTitle } from '../../../../domain/today';
import { ActionsMenu } from '../../../components/ui/actions-menu';
import { focusNeighbourCard } from '../../../entries/components/card-focus';
import { useEditAction } from './edit-entry-link';

/**
 * A saved entry's card actions, in one menu so the card stays calm: Edit, and Delete (the caller offers Undo), after
 * which focus goes to the next card, so a keyboard user stays in the list.
 */
export function EditAndDelete({ entry, onDelete }: { entry: JournalEntry; onDelete: () => void }) {
  const edit = useEditAction(entry);
  return (
    <ActionsMenu
      label={`Actions for ${entryTitle(entry)}`}
      actions={[
        edit,
        {
          label: 'Delete',
          icon: <Trash2 aria-hidden size={18} />,
          tone: 'danger',
          onSelect: (button) => {
            focusNeighbourCard(button);
            onDelete();
          },
        },
      ]}
    />
  );
}
