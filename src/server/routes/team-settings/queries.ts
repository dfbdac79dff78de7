import type { Db } from '../../db/connect.js';
import type { ReportChoice } from './contract.js';

/** Saves a staff member's squad report choice (their own membership's row). */
export async function saveReportChoice(db: Db, memberId: string, choice: ReportChoice): Promise<void> {
  await db
    .updateTable('team_members')
    .set({ report_enabled: choice.enabled ? 1 : 0, report_email: choice.email ? 1 : 0 })
    .where('id', '=', memberId)
    .execute();
}
