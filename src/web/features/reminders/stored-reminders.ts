import type { RestoreRules } from '../../lib/restored-cache';
import { isReminders } from './reminder-settings';

/** The Reminders screen's answer, kept for offline reading; its changes need a connection and are never kept. */
export const reminderRestoreRules: RestoreRules = {
  queryData: (_key, data) => isReminders(data),
  changeVariables: () => false,
};
