import webPush from 'web-push';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dueInstant } from '../../domain/reminders/schedule.js';
import { DEFAULT_REMINDER_SETTINGS } from '../../domain/reminders/settings.js';
import { serverOnFreshDatabaseForSuite } from '../test-support/fresh-database.js';
import {
  confirmedAthlete,
  oneClickUnsubscribeUrl,
  postOneClick,
  startMailSink,
  type MailSink,
} from '../test-support/mail-sink.js';
import { uniqueEmail } from '../test-support/test-server.js';

const PASSWORD = 'email-reminder-pass-1';

describe('reminders by email', () => {
  let mail: MailSink;
  beforeAll(async () => {
    mail = await startMailSink();
  });
  afterAll(() => mail?.close());
  const app = serverOnFreshDatabaseForSuite(() => ({
    smtpUrl: mail.url,
    vapid: { ...webPush.generateVAPIDKeys(), subject: 'mailto:reminders@example.com' },
  }));

  async function athleteWithEmailReminders() {
    const email = uniqueEmail('mailed');
    const browser = await confirmedAthlete(app, mail, email, PASSWORD);
    const userId = (await browser.session())!.user.id;
    const { emailAvailable } = (await (await browser.request('/api/reminders')).json()) as { emailAvailable: boolean };
    expect(emailAvailable).toBe(true);
    const settings = {
      ...DEFAULT_REMINDER_SETTINGS,
      timeZone: 'America/New_York',
      checkIn: { enabled: true, time: '07:30' },
      email: true,
    };
    expect((await browser.request('/api/reminders/settings', { method: 'PUT', json: settings })).status).toBe(200);
    const at = dueInstant('2026-08-03', '07:30', 'America/New_York');
    await app.server.database.db
      .updateTable('reminder_schedule')
      .set({ day: '2026-08-03', next_due_at: at.toISOString() })
      .where('user_id', '=', userId)
      .execute();
    await app.server.reminders.runOnce(new Date(at.getTime() + 1000));
    return { browser, email, userId };
  }

  it('sends the push words, a link to the screen and a signed unsubscribe link that works signed out', async () => {
    const { browser, email, userId } = await athleteWithEmailReminders();
    const received = await mail.next(email);
    // No device, the email sent: what the send's row keeps.
    const sends = await app.server.database.db
      .selectFrom('reminder_sends')
      .select(['kind', 'day', 'outcome'])
      .where('user_id', '=', userId)
      .execute();
    expect(sends).toEqual([{ kind: 'checkIn', day: '2026-08-03', outcome: 'push 0/0, email sent' }]);

    expect(received.subject).toBe('Morning check-in');
    expect(received.text).toContain('How did you sleep and how do you feel? It takes under a minute.');
    expect(received.text).toContain(`Open Touchline: ${app.url}/wellness-check-in/2026-08-03`);
    const page = /Stop reminder emails: (\S+)/.exec(received.text)?.[1];
    expect(page).toMatch(new RegExp(`^${app.url}/unsubscribe\\?token=[A-Za-z0-9_.-]+$`));
    const token = new URL(page!).searchParams.get('token')!;

    // The page's button: a POST from our own page, signed out.
    const signedOut = app.browser();
    const answer = await signedOut.request(`/api/reminders/unsubscribe?token=${encodeURIComponent(token)}`, {
      method: 'POST',
      json: {},
    });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ ok: true });
    const { settings } = (await (await browser.request('/api/reminders')).json()) as { settings: { email: boolean } };
    expect(settings.email).toBe(false);

    // A tampered token turns nothing off.
    const tampered = `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`;
    const refused = await signedOut.request(`/api/reminders/unsubscribe?token=${tampered}`, {
      method: 'POST',
      json: {},
    });
    expect(refused.status).toBe(400);
  });

  it('carries List-Unsubscribe headers whose one-click POST (a form, no Origin) turns reminder emails off', async () => {
    const { browser, email } = await athleteWithEmailReminders();
    const url = oneClickUnsubscribeUrl(await mail.next(email));
    expect(url).toMatch(new RegExp(`^${app.url}/api/reminders/unsubscribe\\?token=`));
    const answer = await postOneClick(url);
    expect(answer.status).toBe(200);
    const { settings } = (await (await browser.request('/api/reminders')).json()) as { settings: { email: boolean } };
    expect(settings.email).toBe(false);
  });

  it('refuses the link of an account that is gone', async () => {
    const { browser, email } = await athleteWithEmailReminders();
    const token = new URL(/Stop reminder emails: (\S+)/.exec((await mail.next(email)).text)![1]!).searchParams.get(
      'token',
    )!;
    const deleted = await browser.request('/api/auth/delete-user', { json: { password: PASSWORD } });
    expect(deleted.status).toBe(200);
    const answer = await app
      .browser()
      .request(`/api/reminders/unsubscribe?token=${token}`, { method: 'POST', json: {} });
    expect(answer.status).toBe(400);
  });
});
