import { randomUUID } from 'node:crypto';
import webPush from 'web-push';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_REMINDER_SETTINGS } from '../../domain/reminders/settings.js';
import { serverOnFreshDatabaseForSuite } from '../test-support/fresh-database.js';
import { confirmedAthlete, startMailSink, type MailSink } from '../test-support/mail-sink.js';
import { startPushService, type PushService } from '../test-support/push-service.js';
import { seedMember, seedTeam } from '../test-support/teams.js';
import { uniqueEmail, type TestBrowser } from '../test-support/test-server.js';

const PASSWORD = 'comment-note-pass-1';
const VAPID = { ...webPush.generateVAPIDKeys(), subject: 'mailto:reminders@example.com' };
const MINUTE = 60_000;
const today = new Date().toISOString().slice(0, 10);

describe("a staff comment's notification, through the local push service and the SMTP sink", () => {
  let push: PushService;
  let mail: MailSink;
  beforeAll(async () => {
    push = await startPushService({ vapidPublicKey: VAPID.publicKey });
    mail = await startMailSink();
  });
  afterAll(async () => {
    await push?.close();
    await mail?.close();
  });
  // A database of this file's own: a sweep reads every comment left unsent in it.
  const app = serverOnFreshDatabaseForSuite(() => ({
    vapid: VAPID,
    smtpUrl: mail.url,
    reminders: { pushAgent: push.agent, retry: { attempts: 2, baseDelayMs: 10, maxDelayMs: 100 } },
  }));
  const db = () => app.server.database.db;

  async function account(label: string) {
    const email = uniqueEmail(label);
    const browser = await confirmedAthlete(app, mail, email, PASSWORD);
    return { browser, email, userId: (await browser.session())!.user.id };
  }

  /**
   * A coach (Sam) and an athlete (Ana) of one team, the athlete with a Game against Rovers today and, unless
   * `device` is false, one device.
   */
  async function pair({ device = true, settings = {} }: { device?: boolean; settings?: object } = {}) {
    const teamId = await seedTeam(db(), 'Harbour FC');
    const coach = await account('coach');
    const athlete = await account('athlete');
    await seedMember(db(), teamId, coach.userId, { role: 'staff', displayName: 'Sam', isOwner: true });
    const memberId = await seedMember(db(), teamId, athlete.userId, { role: 'athlete', displayName: 'Ana' });
    let endpoint = '';
    if (device) {
      const subscription = push.subscription();
      endpoint = subscription.endpoint;
      const added = await athlete.browser.request('/api/reminders/devices', { json: { ...subscription, label: 'P' } });
      expect(added.status).toBe(201);
    }
    if (Object.keys(settings).length > 0) {
      const saved = await athlete.browser.request('/api/reminders/settings', {
        method: 'PUT',
        json: { ...DEFAULT_REMINDER_SETTINGS, ...settings },
      });
      expect(saved.status).toBe(200);
    }
    const entryId = randomUUID();
    const made = await athlete.browser.request('/api/entries', {
      json: {
        id: entryId,
        type: 'Game',
        day: today,
        content: { opposingTeam: 'Rovers', pregame: { controlFactors: 'Effort' } },
      },
    });
    expect(made.status).toBe(201);
    return { teamId, coach, athlete, memberId, entryId, endpoint };
  }

  type Pair = Awaited<ReturnType<typeof pair>>;

  async function comment(p: Pair, body: string, by: TestBrowser = p.coach.browser): Promise<string> {
    const answer = await by.request(`/api/teams/${p.teamId}/athletes/${p.memberId}/entries/${p.entryId}/comments`, {
      json: { body },
    });
    expect(answer.status).toBe(201);
    return ((await answer.json()) as { comment: { id: string } }).comment.id;
  }

  /** The claim of a comment's notification once its sends are done (waiting for the send after the answer). */
  async function outcomeOf(commentId: string, timeoutMs = 5000): Promise<string | null> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const row = await db()
        .selectFrom('comment_notifications')
        .select('outcome')
        .where('comment_id', '=', commentId)
        .executeTakeFirst();
      if (row?.outcome) return row.outcome;
      if (Date.now() > deadline) return null;
      await new Promise((wait) => setTimeout(wait, 20));
    }
  }

  /** A staff comment written straight into the database `ageMs` ago, as if its server stopped before its send. */
  async function unsentComment(p: Pair, ageMs: number, body = 'Left unsent'): Promise<string> {
    const id = randomUUID();
    await db()
      .insertInto('entry_comments')
      .values({
        id,
        entry_id: p.entryId,
        athlete_id: p.athlete.userId,
        team_id: p.teamId,
        team_name: 'Harbour FC',
        author_id: p.coach.userId,
        author_role: 'staff',
        author_name: 'Sam',
        body,
        created_at: new Date(Date.now() - ageMs).toISOString(),
        edited_at: null,
      })
      .execute();
    return id;
  }

  it("pushes a new staff comment to every device once, opening the entry's day; a wake after it sends nothing more", async () => {
    const p = await pair();
    const long = `${'Great first half. '.repeat(10)}The end.`;
    const id = await comment(p, long);
    expect(await outcomeOf(id)).toBe('push 1/1');
    const [message, ...more] = push.deliveredTo(p.endpoint);
    expect(more).toEqual([]);
    expect(message!.payload).toEqual({
      title: 'Sam commented on your Game vs Rovers',
      body: `${[...long].slice(0, 140).join('')}…`,
      url: `/journal/${today}`,
      tag: `comment-${id}`,
    });

    // The wakes of the next hours find it claimed; the athlete's reply and an edit are not news to send.
    const reply = await p.athlete.browser.request(`/api/entries/${p.entryId}/comments`, {
      json: { id: randomUUID(), teamId: p.teamId, body: 'Thanks' },
    });
    expect(reply.status).toBe(201);
    await p.coach.browser.request(`/api/teams/${p.teamId}/comments/${id}`, {
      method: 'PATCH',
      json: { body: 'Edited' },
    });
    await app.server.reminders.runOnce(new Date(Date.now() + 2 * MINUTE));
    await app.server.reminders.runOnce(new Date(Date.now() + 60 * MINUTE));
    expect(push.deliveredTo(p.endpoint)).toHaveLength(1);
  });

  it("emails an athlete with no device (the reminders' letter and its unsubscribe link), once", async () => {
    const p = await pair({ device: false });
    const id = await comment(p, 'See me before training.');
    const letter = await mail.next(p.athlete.email);
    expect(letter.subject).toBe('Sam commented on your Game vs Rovers');
    expect(letter.text).toContain('See me before training.');
    expect(letter.text).toContain(`Open Touchline: ${app.url}/journal/${today}`);
    expect(letter.text).toMatch(/Stop reminder emails: \S+\/unsubscribe\?token=/);
    expect(letter.headerLines.get('list-unsubscribe-post')).toBeDefined();
    expect(await outcomeOf(id)).toBe('push 0/0, email sent');
    await app.server.reminders.runOnce(new Date(Date.now() + 2 * MINUTE));
    await expect(mail.next(p.athlete.email, 300)).rejects.toThrow(/No email/);

    // The letter's unsubscribe link used: no more comment emails.
    const token = new URL(/Stop reminder emails: (\S+)/.exec(letter.text)![1]!).searchParams.get('token')!;
    const used = await app.browser().request(`/api/reminders/unsubscribe?token=${encodeURIComponent(token)}`, {
      method: 'POST',
      json: {},
    });
    expect(used.status).toBe(200);
    const after = await comment(p, 'And one more.');
    expect(await outcomeOf(after)).toBe('push 0/0');
    await expect(mail.next(p.athlete.email, 300)).rejects.toThrow(/No email/);
  });

  it('sends nothing when the athlete turned "Comments from staff" off', async () => {
    const p = await pair({ settings: { comments: false } });
    const { settings } = (await (await p.athlete.browser.request('/api/reminders')).json()) as {
      settings: { comments: boolean };
    };
    expect(settings.comments).toBe(false);
    const id = await comment(p, 'Quiet one.');
    expect(await outcomeOf(id)).toBe('turned off');
    await app.server.reminders.runOnce(new Date(Date.now() + 2 * MINUTE));
    expect(push.deliveredTo(p.endpoint)).toEqual([]);
  });

  it('reads "Comments from staff" as on for settings saved before it existed', async () => {
    const p = await pair();
    const stored = { ...DEFAULT_REMINDER_SETTINGS } as Partial<typeof DEFAULT_REMINDER_SETTINGS>;
    delete stored.comments;
    await db()
      .insertInto('reminder_settings')
      .values({ user_id: p.athlete.userId, settings: JSON.stringify(stored), updated_at: new Date().toISOString() })
      .execute();
    const { settings } = (await (await p.athlete.browser.request('/api/reminders')).json()) as {
      settings: { comments: boolean };
    };
    expect(settings.comments).toBe(true);
    const id = await comment(p, 'Still on.');
    expect(await outcomeOf(id)).toBe('push 1/1');
  });

  it("sends, at the scheduler's wake, a comment left unsent a minute to three hours ago; never one deleted", async () => {
    const p = await pair();
    const fresh = await unsentComment(p, 20_000, 'Too fresh');
    const due = await unsentComment(p, 5 * MINUTE, 'Left unsent');
    const stale = await unsentComment(p, 3 * 60 * MINUTE + MINUTE, 'Too late');
    const deleted = await unsentComment(p, 10 * MINUTE, 'Deleted');
    expect(
      (await p.athlete.browser.request(`/api/entries/${p.entryId}/comments/${deleted}`, { method: 'DELETE' })).status,
    ).toBe(204);

    await app.server.reminders.runOnce(new Date());
    expect(push.deliveredTo(p.endpoint).map((message) => message.payload!.body)).toEqual(['Left unsent']);
    expect(await outcomeOf(due, 0)).toBe('push 1/1');
    expect(await outcomeOf(stale, 0)).toBeNull();
    expect(await outcomeOf(fresh, 0)).toBeNull();

    // A minute later the fresh one is due; the one sent is not sent again; the stale one never goes.
    await app.server.reminders.runOnce(new Date(Date.now() + MINUTE));
    await app.server.reminders.runOnce(new Date(Date.now() + MINUTE));
    expect(push.deliveredTo(p.endpoint).map((message) => message.payload!.body)).toEqual(['Left unsent', 'Too fresh']);
  });
});
