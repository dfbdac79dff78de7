import { useState } from 'react';
import { useSaveReminderSettings } from '../api';
import { reminderErrorMessage } from '../error-message';
import type { ReminderSettings } from '../reminder-settings';

/** Said beside the days when the journal reminder is on with none chosen (the server refuses it too). */
export const NO_WEEKDAY_MESSAGE = 'Choose at least one day for the daily journal reminder.';

/**
 * The settings as the athlete is changing them, and the way to save them. A change is saved at once (times once the
 * field is left), one save at a time in the order they were made; the screen keeps showing the athlete's choice
 * while it saves, and the server's words if it refuses.
 */
export function useReminderDraft(saved: ReminderSettings) {
  const [draft, setDraft] = useState(saved);
  const [sent, setSent] = useState(saved);
  const [shown, setShown] = useState(saved);
  const save = useSaveReminderSettings();
  // Newer settings from the server (the fetch after a reload, which first shows what the browser kept) replace the
  // draft, unless the athlete has a change of their own not yet sent or saving.
  if (saved !== shown) {
    setShown(saved);
    if (!save.isPending && JSON.stringify(draft) === JSON.stringify(sent)) {
      setDraft(saved);
      setSent(saved);
    }
  }
  const weekdayError = draft.journal.enabled && draft.journal.weekdays.length === 0 ? NO_WEEKDAY_MESSAGE : undefined;

  /** Shows `next` and saves it, unless it has a mistake the screen already points at. */
  function commit(next: ReminderSettings) {
    setDraft(next);
    if (next.journal.enabled && next.journal.weekdays.length === 0) return;
    setSent(next);
    save.mutate(next);
  }

  /** Saves the draft if it changed since it was last sent (a time field being left). */
  function commitIfChanged() {
    if (JSON.stringify(draft) !== JSON.stringify(sent)) commit(draft);
  }

  return {
    draft,
    edit: setDraft,
    commit,
    commitIfChanged,
    weekdayError,
    saving: save.isPending,
    saved: save.isSuccess,
    error: save.error ? reminderErrorMessage(save.error, 'Saving reminders') : undefined,
  };
}
