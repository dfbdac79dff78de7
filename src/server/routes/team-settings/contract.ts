import { z } from 'zod';
import type { TeamSettings } from '../../../domain/teams/team-settings.js';

export { teamSettingsSchema } from '../../../domain/teams/team-settings.js';

const id = z.string().min(1).max(100);
/** A team's id in the path; a malformed one names no team (404, as a team the caller is not in). */
export const teamParam = z.object({ teamId: id });

/** PUT /api/teams/:teamId/report: the caller's own squad report, and whether it comes by email too. */
export const reportBody = z.object({
  enabled: z.boolean('Say whether you get the squad report (true or false)'),
  email: z.boolean('Say whether the squad report also comes by email (true or false)'),
});

/** A staff member's squad report choice. */
export type ReportChoice = z.output<typeof reportBody>;

/** GET /api/teams/:teamId/settings */
export interface TeamSettingsAnswer {
  settings: TeamSettings;
  me: { report: ReportChoice };
}
