import { Hono } from 'hono';
import { saveTeamSettings, teamSettingsOf } from '../../data/team-settings.js';
import { validationFailed } from '../../http/errors.js';
import { requireSession } from '../../http/session.js';
import { noSuchTeam, teamMembership, type TeamEnv } from '../../http/team-membership.js';
import { validate } from '../../http/validate.js';
import type { RouteDeps } from '../route-deps.js';
import { reportBody, teamParam, teamSettingsSchema, type TeamSettingsAnswer } from './contract.js';
import * as queries from './queries.js';

const EMAIL_UNAVAILABLE = 'The squad report by email needs the server to have SMTP_URL set; ask whoever runs it.';

/**
 * /api/teams/:teamId/settings and /report: the team's report time and days and its check-in request (any staff
 * member edits them), and each staff member's own choice of the squad report (decision 044). Staff only: athletes and
 * everyone outside get the teams' one 404. Each route carries its own middleware, so that nothing here runs for the
 * other routes mounted at /api/teams.
 */
export function teamSettingsRoutes({ database: { db }, auth, reminders }: RouteDeps) {
  const session = requireSession(auth, db);
  const staff = teamMembership(db, 'staff');

  return new Hono<TeamEnv>()
    .get('/:teamId/settings', session, validate('param', teamParam, noSuchTeam), staff, async (c) => {
      const me = c.get('member');
      const settings = await teamSettingsOf(db, me.teamId);
      return c.json({ settings, me: { report: me.report } } satisfies TeamSettingsAnswer);
    })
    .put(
      '/:teamId/settings',
      session,
      validate('param', teamParam, noSuchTeam),
      staff,
      validate('json', teamSettingsSchema),
      async (c) => {
        const settings = c.req.valid('json');
        await saveTeamSettings(db, c.get('member').teamId, settings, new Date());
        return c.json({ settings });
      },
    )
    .put(
      '/:teamId/report',
      session,
      validate('param', teamParam, noSuchTeam),
      staff,
      validate('json', reportBody),
      async (c) => {
        const report = c.req.valid('json');
        if (report.email && !reminders.emailAvailable) {
          return validationFailed(c, `email: ${EMAIL_UNAVAILABLE}`, ['email']);
        }
        await queries.saveReportChoice(db, c.get('member').id, report);
        return c.json({ report });
      },
    );
}
