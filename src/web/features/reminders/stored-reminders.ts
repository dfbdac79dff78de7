import { isRecord } from '../../../domain/guards';
import type { RestoreRules } from '../../lib/restored-cache';

/**
 * The Reminders screen's answer, kept for offline reading; its changes need a connection and are never kept. Kept
 * whenever it is an object: its full check (isReminders) runs where it is read, in the query's `select` (api.ts),
 * so that the check weighs on the Reminders screen's code, not on every signed-in page's first load. A damaged
 * copy reads as none there, and the screen fetches afresh.
 */
export const reminderRestoreRules: RestoreRules = {
  queryData: (_key, data) => isRecord(data),
  changeVariables: () => false,
};
