import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { JournalEntry } from '../../../domain/entry-content.js';
import { defaultSet } from '../../../domain/question-sets.js';
import { fillReminderTables } from '../../test-support/reminders.js';
import { uniqueEmail, type TestBrowser, serverForSuite } from '../../test-support/test-server.js';
import type { AccountExport } from './contract.js';

const PASSWORD = 'account-password-1';
const SESSION_COOKIE = 'touchline.session_token';

interface ErrorBody {
  error: { code: string; message: string };
}

interface Athlete {
  email: string;
  userId: string;
  browser: TestBrowser;
}

/** What a client sends to create an entry. */
interface Draft {
  id: string;
  type: string;
  day: string;
  content: Record<string, unknown>;
}

const training = (day: string, focus: string): Draft => ({
  id: randomUUID(),
  type: 'Training',
  day,
  content: { timeOfDay: 'Morning', answers: { t1: focus }, rating: 7 },
});
const food = (day: string): Draft => ({
  id: randomUUID(),
  type: 'Food',
  day,
  content: { mealType: 'Lunch', timeOfDay: '12:30', foodItems: 'Rice and chicken' },
});
const liftItems = [{ id: 'mine', text: 'Did I warm up?', enabled: true, isCustom: true, type: 'text' }];

describe('account API', () => {
  const app = serverForSuite({ rateLimit: 'off' });

  async function signedIn(password = PASSWORD): Promise<Athlete> {
    const browser = app.browser();
    const email = uniqueEmail();
    expect((await browser.signUp(email, password)).status).toBe(200);
    expect((await browser.signIn(email, password)).status).toBe(200);
    return { email, userId: (await browser.session())!.user.id, browser };
  }

  /** A second browser signed in to the same account. */
  async function otherDevice(athlete: Athlete, password = PASSWORD): Promise<TestBrowser> {
    const browser = app.browser();
    expect((await browser.signIn(athlete.email, password)).status).toBe(200);
    return browser;
  }

  async function createEntry(browser: TestBrowser, entry: Draft): Promise<JournalEntry> {
    const response = await browser.request('/api/entries', { method: 'POST', json: entry });
    expect(response.status).toBe(201);
    return ((await response.json()) as { entry: JournalEntry }).entry;
  }

  async function saveLiftSet(browser: TestBrowser) {
    const response = await browser.request('/api/question-sets/lift', { method: 'PUT', json: { items: liftItems } });
    expect(response.status).toBe(200);
  }

  const changePassword = (browser: TestBrowser, currentPassword: string, newPassword: string) =>
    browser.request('/api/auth/change-password', {
      json: { currentPassword, newPassword, revokeOtherSessions: true },
    });

  const deleteAccount = (browser: TestBrowser, body: unknown) =>
    browser.request('/api/auth/delete-user', { json: body });

  async function refusal(response: Response, status: number, code: string): Promise<string> {
    expect(response.status).toBe(status);
    const { error } = (await response.json()) as ErrorBody;
    expect(error.code).toBe(code);
    expect(error.message).toMatch(/\w/);
    return error.message;
  }

  /** Rows of this user in each table, counted straight from the database. */
  async function rowCounts(userId: string) {
    const count = async (table: string, column: string) => {
      const { rows } = await sql<{ count: number | string }>`
        select count(*) as count from ${sql.table(table)} where ${sql.ref(column)} = ${userId}
      `.execute(app.server.database.db);
      return Number(rows[0]!.count);
    };
    return {
      user: await count('user', 'id'),
      session: await count('session', 'userId'),
      account: await count('account', 'userId'),
      entries: await count('journal_entries', 'user_id'),
      questionSets: await count('question_sets', 'user_id'),
      reminders:
        (await count('reminder_settings', 'user_id')) +
        (await count('reminder_schedule', 'user_id')) +
        (await count('push_subscriptions', 'user_id')) +
        (await count('reminder_sends', 'user_id')),
    };
  }

  async function exported(browser: TestBrowser): Promise<AccountExport> {
    const response = await browser.request('/api/account/export');
    expect(response.status).toBe(200);
    return (await response.json()) as AccountExport;
  }

  describe('change password', () => {
    it('changes the password: the new one signs in, the old one no longer does', async () => {
      const athlete = await signedIn();
      const response = await changePassword(athlete.browser, PASSWORD, 'a-new-password-2');

      expect(response.status).toBe(200);
      expect((await app.browser().signIn(athlete.email, 'a-new-password-2')).status).toBe(200);
      expect((await app.browser().signIn(athlete.email, PASSWORD)).status).toBe(401);
    });

    it("ends the athlete's other sessions on the server and keeps this browser signed in", async () => {
      const athlete = await signedIn();
      const phone = await otherDevice(athlete);
      const stolen = phone.cookies.get(SESSION_COOKIE)!;

      expect((await changePassword(athlete.browser, PASSWORD, 'a-new-password-2')).status).toBe(200);

      expect((await athlete.browser.session())?.user.email).toBe(athlete.email);
      expect(await phone.session()).toBeNull();
      const replay = app.browser();
      replay.cookies.set(SESSION_COOKIE, stolen);
      expect((await replay.request('/api/account/export')).status).toBe(401);
    });

    it.each([
      ['asks to keep them', { revokeOtherSessions: false }],
      ['does not say', {}],
    ])("ends the athlete's other sessions even when the client %s", async (_case, extra) => {
      const athlete = await signedIn();
      const phone = await otherDevice(athlete);
      const stolen = phone.cookies.get(SESSION_COOKIE)!;

      const response = await athlete.browser.request('/api/auth/change-password', {
        json: { currentPassword: PASSWORD, newPassword: 'a-new-password-2', ...extra },
      });

      expect(response.status).toBe(200);
      expect((await athlete.browser.session())?.user.email).toBe(athlete.email);
      expect(await phone.session()).toBeNull();
      const replay = app.browser();
      replay.cookies.set(SESSION_COOKIE, stolen);
      expect((await replay.request('/api/entries/day/2026-03-05')).status).toBe(401);
      expect(await rowCounts(athlete.userId)).toMatchObject({ session: 1 });
    });

    it('refuses a wrong current password and keeps the old one', async () => {
      const athlete = await signedIn();

      const message = await refusal(
        await changePassword(athlete.browser, 'not-my-password', 'a-new-password-2'),
        400,
        'INVALID_PASSWORD',
      );

      expect(message).toBe('Your current password is not correct.');
      expect((await app.browser().signIn(athlete.email, PASSWORD)).status).toBe(200);
      expect((await app.browser().signIn(athlete.email, 'a-new-password-2')).status).toBe(401);
    });

    it('refuses a new password of 129 characters and accepts one of 128, every character counting', async () => {
      const athlete = await signedIn();
      const longest = 'p'.repeat(127) + 'A';

      await refusal(await changePassword(athlete.browser, PASSWORD, 'p'.repeat(129)), 400, 'PASSWORD_TOO_LONG');
      expect((await app.browser().signIn(athlete.email, PASSWORD)).status).toBe(200);

      expect((await changePassword(athlete.browser, PASSWORD, longest)).status).toBe(200);
      expect((await app.browser().signIn(athlete.email, longest)).status).toBe(200);
      expect((await app.browser().signIn(athlete.email, 'p'.repeat(127) + 'B')).status).toBe(401);
    });

    it('refuses a new password under 8 characters and a signed-out request', async () => {
      const athlete = await signedIn();
      await refusal(await changePassword(athlete.browser, PASSWORD, 'short'), 400, 'PASSWORD_TOO_SHORT');
      await refusal(await changePassword(app.browser(), PASSWORD, 'a-new-password-2'), 401, 'UNAUTHORIZED');
    });
  });

  describe('delete account', () => {
    it.each([
      ['a wrong password', { password: 'not-my-password' }, 'INVALID_PASSWORD'],
      ['no password', {}, 'PASSWORD_REQUIRED'],
      ['an empty password', { password: '' }, 'PASSWORD_REQUIRED'],
    ])('refuses %s and deletes nothing', async (_case, body, code) => {
      const athlete = await signedIn();
      await createEntry(athlete.browser, training('2026-03-05', 'Focus'));
      await saveLiftSet(athlete.browser);
      const before = await rowCounts(athlete.userId);

      await refusal(await deleteAccount(athlete.browser, body), 400, code);

      expect(await rowCounts(athlete.userId)).toEqual(before);
      expect(before).toMatchObject({ user: 1, account: 1, entries: 1, questionSets: 1 });
      expect((await athlete.browser.session())?.user.email).toBe(athlete.email);
    });

    it("removes the user, every session, entry and question set, and leaves another athlete's data", async () => {
      const athlete = await signedIn();
      const phone = await otherDevice(athlete);
      await createEntry(athlete.browser, training('2026-03-05', 'Focus'));
      await createEntry(athlete.browser, food('2026-03-06'));
      await saveLiftSet(athlete.browser);
      await fillReminderTables(app, athlete, '2026-03-05');
      const other = await signedIn();
      const othersEntry = await createEntry(other.browser, training('2026-03-05', "Other's focus"));
      await saveLiftSet(other.browser);
      await fillReminderTables(app, other, '2026-03-05');
      const othersBefore = await rowCounts(other.userId);
      expect(await rowCounts(athlete.userId)).toMatchObject({
        user: 1,
        session: 2,
        entries: 2,
        questionSets: 1,
        reminders: 5,
      });

      const response = await deleteAccount(athlete.browser, { password: PASSWORD });

      expect(response.status).toBe(200);
      expect(athlete.browser.cookies.has(SESSION_COOKIE)).toBe(false);
      expect(await rowCounts(athlete.userId)).toEqual({
        user: 0,
        session: 0,
        account: 0,
        entries: 0,
        questionSets: 0,
        reminders: 0,
      });
      expect(await phone.session()).toBeNull();
      expect((await app.browser().signIn(athlete.email, PASSWORD)).status).toBe(401);
      expect(await rowCounts(other.userId)).toEqual(othersBefore);
      expect((await exported(other.browser)).entries).toEqual([othersEntry]);
    });

    it('refuses a signed-out request', async () => {
      await refusal(await deleteAccount(app.browser(), { password: PASSWORD }), 401, 'UNAUTHORIZED');
    });

    it('answers 401, never 500, to writes with a session of the account just deleted, from its own browser', async () => {
      const athlete = await signedIn();
      const kept = new Map(athlete.browser.cookies);
      // The session is checked, and so trusted for a second, before the account goes.
      await createEntry(athlete.browser, training('2026-03-05', 'Focus'));
      expect((await deleteAccount(athlete.browser, { password: PASSWORD })).status).toBe(200);

      const late = app.browser();
      kept.forEach((value, name) => late.cookies.set(name, value));
      await expectSignedOutWrites(late);
    });

    it('answers 401, never 500, to writes racing a deletion made elsewhere (another server on the database)', async () => {
      const athlete = await signedIn();
      await createEntry(athlete.browser, training('2026-03-05', 'Focus'));
      // Gone from the database without this server hearing of it, while it trusts the session.
      await app.server.database.db.deleteFrom('user').where('id', '=', athlete.userId).execute();

      await expectSignedOutWrites(athlete.browser);
    });

    /** A new entry and a question set saved with the browser's cookies: both 401, nothing stored. */
    async function expectSignedOutWrites(browser: TestBrowser): Promise<void> {
      const entry = training('2026-03-06', 'After');
      await refusal(await browser.request('/api/entries', { method: 'POST', json: entry }), 401, 'UNAUTHORIZED');
      await refusal(
        await browser.request('/api/question-sets/lift', { method: 'PUT', json: { items: liftItems } }),
        401,
        'UNAUTHORIZED',
      );
      const stored = await app.server.database.db
        .selectFrom('journal_entries')
        .select('id')
        .where('id', '=', entry.id)
        .execute();
      expect(stored).toEqual([]);
    }
  });

  describe('export', () => {
    it("answers a JSON download of exactly the athlete's entries, oldest first, and their sets", async () => {
      const athlete = await signedIn();
      const other = await signedIn();
      const othersWords = `other-${randomUUID()}`;
      await createEntry(other.browser, training('2026-03-05', othersWords));
      await saveLiftSet(other.browser);
      const later = await createEntry(athlete.browser, training('2026-03-07', 'Later'));
      const earlier = await createEntry(athlete.browser, food('2026-03-01'));
      await new Promise((resolve) => setTimeout(resolve, 5)); // a later created_at on the same day
      const sameDay = await createEntry(athlete.browser, training('2026-03-07', 'Same day, created after'));
      await athlete.browser.request('/api/question-sets/training', { method: 'PUT', json: { items: [] } });

      const response = await athlete.browser.request('/api/account/export');

      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      expect(response.headers.get('cache-control')).toBe('no-store');
      const body = (await response.json()) as AccountExport;
      const day = body.exportedAt.slice(0, 10);
      expect(day).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(response.headers.get('content-disposition')).toBe(`attachment; filename="touchline-export-${day}.json"`);
      expect(Object.keys(body).sort()).toEqual(['account', 'entries', 'exportedAt', 'questionSets']);
      expect(body.account.email).toBe(athlete.email);
      expect(Date.parse(body.account.createdAt)).toBeLessThanOrEqual(Date.parse(body.exportedAt));
      expect(Date.now() - Date.parse(body.account.createdAt)).toBeLessThan(5 * 60_000);
      expect(body.entries).toEqual([earlier, later, sameDay]);
      expect(body.questionSets.training.items).toEqual([]);
      expect(body.questionSets.lift).toEqual(defaultSet('lift'));
      expect(body.questionSets.game).toEqual(defaultSet('game'));
      expect(JSON.stringify(body)).not.toContain(othersWords);
      expect(JSON.stringify(body)).not.toContain(liftItems[0]!.text);
      expect(JSON.stringify(body)).not.toContain(other.email);
    });

    it('answers 401 to a signed-out request', async () => {
      await refusal(await app.browser().request('/api/account/export'), 401, 'UNAUTHORIZED');
    });
  });
});
