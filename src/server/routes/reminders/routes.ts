import { Hono } from 'hono';
import { apiError, validationFailed } from '../../http/errors.js';
import type { RouteDeps } from '../route-deps.js';
import { requireSession, type SessionEnv } from '../../http/session.js';
import { validate } from '../../http/validate.js';
import { registrationRefusal } from '../../reminders/public-address.js';
import { parsePushEndpoint } from '../../reminders/push-endpoint.js';
import { verifyUnsubscribeToken } from '../../reminders/unsubscribe-token.js';
import { deviceBody, deviceIdParam, reminderSettingsSchema } from './contract.js';
import { settingsOf } from '../../data/reminder-settings.js';
import { isAthleteOfATeam } from '../../data/team-members.js';
import { teamRequestsOf } from '../../data/team-settings.js';
import * as queries from './queries.js';

const NOT_FOUND = 'There is no such device.';
const INVALID_LINK = 'This unsubscribe link is not valid';
const USED_LINK =
  'This unsubscribe link was already used. Reminder emails can be turned on or off in Profile -> Reminders.';
const EXPIRED_LINK =
  'This unsubscribe link has expired (links work for 90 days). Use the one in a newer reminder email, or turn reminder emails off in Profile -> Reminders.';
const DEVICE_TAKEN =
  'This browser already gets reminders for another Touchline account. To get them here, sign in to that account and remove this device under Profile -> Reminders first.';
const TOO_MANY_DEVICES = `You can get reminders on at most ${queries.MAX_DEVICES} devices. Remove one of your devices to add this one.`;
const EMAIL_UNAVAILABLE = 'Email reminders need the server to have SMTP_URL set; ask whoever runs it.';

/**
 * /api/reminders: the signed-in athlete's reminder settings and devices, and the unsubscribe link of reminder
 * emails, which works signed out: its signed token is the whole credential.
 */
export function reminderRoutes({ database: { db }, auth, reminders: deps }: RouteDeps) {
  const signedIn = new Hono<SessionEnv>()
    .use(requireSession(auth, db))
    .get('/', async (c) => {
      const userId = c.get('user').id;
      const [settings, devices, teamRequests, athleteOfATeam] = await Promise.all([
        settingsOf(db, userId),
        queries.devicesOf(db, userId),
        teamRequestsOf(db, userId),
        isAthleteOfATeam(db, userId),
      ]);
      return c.json({
        settings,
        devices,
        pushPublicKey: deps.pushPublicKey,
        emailAvailable: deps.emailAvailable,
        teamRequests,
        // Staff's comments reach only an athlete of a team: the screen then offers this device for them.
        athleteOfATeam,
      });
    })
    .put('/settings', validate('json', reminderSettingsSchema), async (c) => {
      const settings = c.req.valid('json');
      if (settings.email && !deps.emailAvailable) {
        return validationFailed(c, `email: ${EMAIL_UNAVAILABLE}`, ['email']);
      }
      await queries.saveSettings(db, c.get('user').id, settings, new Date());
      return c.json({ settings });
    })
    .post('/devices', validate('json', deviceBody), async (c) => {
      const body = c.req.valid('json');
      if (deps.privateAddresses !== 'allow') {
        const endpoint = parsePushEndpoint(body.endpoint);
        const refusal =
          typeof endpoint === 'string' ? endpoint : await registrationRefusal(endpoint.hostname, deps.resolve);
        if (refusal) return validationFailed(c, `endpoint: ${refusal}`, ['endpoint']);
      }
      const saved = await queries.saveDevice(db, c.get('user').id, body, new Date());
      if (saved.result === 'taken') return apiError(c, 409, 'DEVICE_TAKEN', DEVICE_TAKEN);
      if (saved.result === 'full') return apiError(c, 422, 'TOO_MANY_DEVICES', TOO_MANY_DEVICES);
      return c.json({ device: saved.device }, saved.result === 'replaced' ? 200 : 201);
    })
    .delete('/devices/:id', validate('param', deviceIdParam), async (c) => {
      const deleted = await queries.deleteDevice(db, c.get('user').id, c.req.valid('param').id);
      return deleted ? c.body(null, 204) : apiError(c, 404, 'NOT_FOUND', NOT_FOUND);
    });

  return (
    new Hono()
      // A mail provider's one-click POST (RFC 8058) or the unsubscribe page's button. The body is not read: the
      // token in the URL says everything (reminder emails, or one team's squad report), and a GET never gets here
      // (mail scanners follow links).
      .post('/unsubscribe', async (c) => {
        const now = new Date();
        const link = verifyUnsubscribeToken(deps.unsubscribeKey, c.req.query('token'), now);
        if (link.result === 'expired') return apiError(c, 400, 'INVALID_TOKEN', EXPIRED_LINK);
        if (link.result === 'invalid') return apiError(c, 400, 'INVALID_TOKEN', INVALID_LINK);
        if (link.teamId !== null) {
          const off = await queries.turnReportEmailOff(db, link.teamId, link.userId);
          return off ? c.json({ ok: true as const }) : apiError(c, 400, 'INVALID_TOKEN', INVALID_LINK);
        }
        const done = await queries.turnEmailOffByLink(db, link.userId, link.sentAt, now);
        if (done === 'no-account') return apiError(c, 400, 'INVALID_TOKEN', INVALID_LINK);
        if (done === 'used') return apiError(c, 400, 'INVALID_TOKEN', USED_LINK);
        return c.json({ ok: true as const });
      })
      .route('/', signedIn)
  );
}
