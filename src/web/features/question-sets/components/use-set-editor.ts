import { useState } from 'react';
import type { NewItemResult, QuestionItem } from '../../../../domain/question-sets';
import { paths } from '../../../config/paths';
import { showToast } from '../../../components/ui/toast';
import { useLeaveGuard } from './use-leave-guard';

/** What questions and prompts share: both can be switched off, and custom ones deleted. */
export type SetItem = Pick<QuestionItem, 'id' | 'text' | 'enabled' | 'isCustom'>;

const SAVE_OR_DELETE_MS = 3000;

export interface SetEditorOptions<T extends SetItem> {
  noun: 'Question' | 'Prompt';
  savedToast: string;
  /** Said above BACK and DONE when the server refused the save. */
  failedSave: string;
  /** A mutation's `mutate`: its callbacks do not run once the screen has been left. */
  save: (items: T[], callbacks: { onSuccess: () => void; onError: () => void }) => void;
}

/**
 * The edits of one settings screen. The draft is this screen's own state, taken from the loaded set at the first edit
 * (until then the screen shows the set as loaded); leaving without DONE asks first and drops it ("Discard your
 * changes?"), DONE saves it and returns to /settings, a failed save keeps it on screen.
 */
export function useSetEditor<T extends SetItem>(
  loaded: readonly T[] | undefined,
  { noun, savedToast, failedSave, save }: SetEditorOptions<T>,
) {
  const [draft, setDraft] = useState<readonly T[] | null>(null);
  const [saveError, setSaveError] = useState<string | undefined>();
  const items = draft ?? loaded ?? [];
  // Edits undone again (a question added, then deleted) leave nothing to lose.
  const guard = useLeaveGuard(draft !== null && JSON.stringify(draft) !== JSON.stringify(loaded ?? []));
  const edit = (change: (current: readonly T[]) => readonly T[]) =>
    setDraft((current) => change(current ?? loaded ?? []));

  return {
    items,
    guard,
    /** Why the last DONE did not save, shown with the form's buttons; undefined when it did or was not tried. */
    saveError,
    /** Now in ms, moved past any id already taken, for newCustomQuestion and newCustomPrompt. */
    newItemTime(): number {
      const taken = new Set(items.map((item) => item.id));
      let now = Date.now();
      while (taken.has(String(now))) now += 1;
      return now;
    },
    toggle(id: string) {
      edit((current) => current.map((item) => (item.id === id ? { ...item, enabled: !item.enabled } : item)));
    },
    remove(id: string) {
      edit((current) => current.filter((item) => item.id !== id));
      showToast('success', `${noun} deleted`, { duration: SAVE_OR_DELETE_MS });
    },
    /** Appends a valid new item (true: the form then clears), or answers why it is not, for under the field. */
    add(result: NewItemResult<T, string>): true | string {
      if (!result.ok) return result.error;
      edit((current) => [...current, result.item]);
      showToast('success', `${noun} added`, { description: 'Tap Done to save your changes.' });
      return true;
    },
    done() {
      setSaveError(undefined);
      save([...items], {
        onSuccess: () => {
          showToast('success', savedToast, { duration: SAVE_OR_DELETE_MS });
          guard.leaveFor(paths.settings);
        },
        onError: () => setSaveError(failedSave),
      });
    },
  };
}
