import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  ADMIN_BUILD,
  COMPILED_ADMIN,
  runAdmin,
  runNpmAdmin,
  type CommandResult,
} from '../test-support/admin-command.js';
import { advanceClock } from '../test-support/clock.js';
import { userRows, type UserTable } from '../test-support/db-state.js';
import { freshDatabase, type FreshDatabase } from '../test-support/fresh-database.js';
import { fillReminderTables } from '../test-support/reminders.js';
import { startTestServer, uniqueEmail, type TestBrowser, type TestServer } from '../test-support/test-server.js';

// The real command, `npm run admin -- ...` (scripts/admin.mjs), as a child process, against a real
// server started here: on SQLite while it runs (through its control socket) and while it is stopped
// (on the file), and on PostgreSQL when the suite runs with DATABASE_URL. Expected values come from
// what the tests themselves did through the API, or straight from the database or its file.

const PASSWORD = 'admin-test-password-1';
const NEW_PASSWORD = 'admin-test-password-2';
const USAGE = 'usage: npm run admin -- reset-password EMAIL | list-accounts | delete-account EMAIL [--yes] | stats';
const usingPostgres = Boolean(process.env.DATABASE_URL);

afterEach(() => {
  vi.useRealTimers();
});

let firstRun: CommandResult;
beforeAll(async () => {
  // As on a fresh checkout: the first command compiles the server (into this process's own build directory, see
  // ADMIN_BUILD). Every command below then runs this source, never an older build.
  expect(existsSync(ADMIN_BUILD)).toBe(false);
  firstRun = await runNpmAdmin(['--help'], {});
}, 120_000);
afterAll(() => rmSync(ADMIN_BUILD, { recursive: true, force: true }));

it('npm run admin compiles the server when no build exists; --help prints the usage', () => {
  expect(firstRun.stderr).toContain('No server build found: compiling the server first');
  expect(existsSync(COMPILED_ADMIN)).toBe(true);
  expect(firstRun.stdout).toBe(`${USAGE}\n`);
  expect(firstRun.code).toBe(0);
});

describe('bad arguments and settings', () => {
  let emptyDataDir: string;
  beforeAll(() => {
    emptyDataDir = mkdtempSync(join(tmpdir(), 'touchline-admin-'));
  });
  afterAll(() => rmSync(emptyDataDir, { recursive: true, force: true }));

  // With an empty DATA_DIR, a command that went ahead would fail with exit code 1 instead.
  const sqliteEnv = () => ({ DATA_DIR: emptyDataDir, DATABASE_URL: '' });

  it.each([
    [[], 'Name a command.'],
    [['frobnicate'], 'Unknown command: frobnicate.'],
    [['reset-password'], "reset-password takes one argument: the account's email."],
    [['delete-account'], "delete-account takes one argument: the account's email."],
    [
      ['reset-password', 'ana@example.com', 'bo@example.com'],
      "reset-password takes one argument: the account's email.",
    ],
    [['delete-account', 'not-an-email', '--yes'], 'not-an-email: not an email address.'],
    [['list-accounts', 'ana@example.com'], 'list-accounts takes no arguments.'],
    [['stats', '--yes'], '--yes goes only with delete-account.'],
    [['delete-account', 'ana@example.com', '--force'], "Unknown option '--force'"],
  ])('%j exits 2 with the usage and touches nothing', async (args, problem) => {
    const result = await runAdmin(args, { env: sqliteEnv() });
    expect(result.stderr).toContain(problem);
    expect(result.stderr.trimEnd().split('\n').at(-1)).toBe(USAGE);
    expect(result.stdout).toBe('');
    expect(result.code).toBe(2);
    expect(readdirSync(emptyDataDir)).toEqual([]);
  });

  it('an invalid setting exits 1 naming it', async () => {
    const result = await runAdmin(['stats'], { env: { ...sqliteEnv(), PUBLIC_URL: 'ftp://journal.example.com' } });
    expect(result.stderr).toMatch(/^Invalid PUBLIC_URL: .+\n$/);
    expect(result.code).toBe(1);
  });

  it('with PASSWORD_SIGN_IN=off, reset-password exits 1 saying why before it opens anything; stats still runs', async () => {
    const env = {
      ...sqliteEnv(),
      PASSWORD_SIGN_IN: 'off',
      OIDC_ISSUER: 'https://id.example.com',
      OIDC_CLIENT_ID: 'touchline',
      OIDC_CLIENT_SECRET: 'client-secret',
      OIDC_NAME: 'Club ID',
    };

    const reset = await runAdmin(['reset-password', 'ana@example.com'], { env });
    expect(reset.stderr).toBe(
      'PASSWORD_SIGN_IN is off: accounts sign in with Club ID, and the server would refuse a reset link.\n',
    );
    expect(reset.code).toBe(1);
    // It went as far as the data (and found none there).
    const stats = await runAdmin(['stats'], { env });
    expect(stats.stderr).toMatch(/^There is no database at /);
    expect(readdirSync(emptyDataDir)).toEqual([]);
  });

  it('a DATA_DIR without a database (SQLite) exits 1 and creates none', async () => {
    const result = await runAdmin(['stats'], { env: sqliteEnv() });
    expect(result.stderr).toBe(
      `There is no database at ${join(emptyDataDir, 'touchline.sqlite')}: set DATA_DIR to the server's data directory.\n`,
    );
    expect(result.code).toBe(1);
    expect(readdirSync(emptyDataDir)).toEqual([]);
  });
});

/** What a client sends to create an entry: a food entry on `day`. */
const foodEntry = (day: string) => ({
  id: randomUUID(),
  type: 'Food',
  day,
  content: { mealType: 'Lunch', timeOfDay: '12:30', foodItems: 'Rice and chicken' },
});

/** A time as list-accounts prints it (UTC, to the minute), computed here from an ISO time or a Date. */
const printedMinute = (time: string | number) => new Date(time).toISOString().slice(0, 16).replace('T', ' ');

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe.each(['running', 'stopped'] as const)(
  `admin commands, server %s (${usingPostgres ? 'PostgreSQL' : 'SQLite'})`,
  (state) => {
    let database: FreshDatabase;
    let app: TestServer;

    /** An account made through the API; `createdAt` is what sign-up answered. */
    interface Athlete {
      email: string;
      id: string;
      createdAt: string;
      /** Signed in, unless made with `signedIn: false`. */
      browser: TestBrowser;
      /** When the sign-in was asked and answered (ms). */
      signedInBetween: [number, number];
    }

    async function athlete({ entries = 0, signedIn = true } = {}): Promise<Athlete> {
      const email = uniqueEmail('admin');
      const browser = app.browser();
      const signedUp = await browser.signUp(email, PASSWORD);
      expect(signedUp.status).toBe(200);
      const { user } = (await signedUp.json()) as { user: { id: string; createdAt: string } };
      const before = Date.now();
      if (signedIn) expect((await browser.signIn(email, PASSWORD)).status).toBe(200);
      const after = Date.now();
      for (let day = 1; day <= entries; day++) {
        const created = await browser.request('/api/entries', { json: foodEntry(`2026-03-0${day}`) });
        expect(created.status).toBe(201);
      }
      return { email, id: user.id, createdAt: user.createdAt, browser, signedInBetween: [before, after] };
    }

    const startServer = (port?: number) =>
      startTestServer({ dataDir: database.dataDir, databaseUrl: database.databaseUrl, rateLimit: 'off', port });

    /**
     * Runs an admin command with the server in this block's state: running, or stopped for the command and
     * started again afterwards on the same data and port (browsers keep their sessions).
     */
    async function admin(args: string[], stdin?: string): Promise<CommandResult> {
      if (state === 'stopped') await app.stop();
      try {
        const env = { DATA_DIR: database.dataDir, DATABASE_URL: database.databaseUrl, PUBLIC_URL: app.url };
        return await runAdmin(args, { env, stdin });
      } finally {
        if (state === 'stopped') app = await startServer(app.config.PORT);
      }
    }

    const db = () => app.server.database.db;
    const rowsOf = (userId: string) => userRows(db(), userId);
    const isEmpty = (rows: Record<UserTable, unknown[]>) => Object.values(rows).every((table) => table.length === 0);
    const passwordHashOf = async (userId: string) =>
      (await sql<{ password: string }>`select password from account where "userId" = ${userId}`.execute(db())).rows[0]
        ?.password;
    const resetWith = (token: string, newPassword = NEW_PASSWORD) =>
      app.browser().request('/api/auth/reset-password', { json: { token, newPassword } });

    /** The token of the one link reset-password printed on standard output. */
    function tokenOf(result: CommandResult): string {
      expect(result.code).toBe(0);
      const match = new RegExp(`^${escapeRegExp(app.url)}/reset-password\\?token=([\\w-]+)\\n$`).exec(result.stdout);
      if (!match) throw new Error(`No reset link alone on standard output: ${JSON.stringify(result.stdout)}`);
      return match[1]!;
    }

    let ana: Athlete;
    let bo: Athlete;
    beforeAll(async () => {
      database = await freshDatabase();
      app = await startServer();
      ana = await athlete({ entries: 3 });
      bo = await athlete({ signedIn: false });
    });
    afterAll(async () => {
      await app?.cleanup();
      await database?.remove();
    });

    // First, while the database holds only ana and bo.
    it('list-accounts shows each account with its creation, entries and last sign-in', async () => {
      const result = await admin(['list-accounts']);
      expect(result.code).toBe(0);
      const [header, ...rows] = result.stdout
        .trimEnd()
        .split('\n')
        .map((line) => line.split(/\s{2,}/));
      expect(header).toEqual(['email', 'created (UTC)', 'entries', 'last sign-in (UTC)']);
      expect(rows).toHaveLength(2);
      const [anaRow, boRow] = rows;
      expect(anaRow!.slice(0, 3)).toEqual([ana.email, printedMinute(ana.createdAt), '3']);
      expect(ana.signedInBetween.map(printedMinute)).toContain(anaRow![3]);
      expect(boRow).toEqual([bo.email, printedMinute(bo.createdAt), '0', '-']);
    });

    it('stats counts accounts and entries and gives the database size', async () => {
      let expectedBytes: () => Promise<number>;
      if (usingPostgres) {
        expectedBytes = async () =>
          Number(
            (await sql<{ size: string }>`select pg_database_size(current_database()) as size`.execute(db())).rows[0]!
              .size,
          );
      } else {
        // The file's size on disk once every page is in it: checkpointed by the running server, or
        // written out when the stopped one closed.
        if (state === 'running') await sql`pragma wal_checkpoint(TRUNCATE)`.execute(db());
        expectedBytes = async () => statSync(join(database.dataDir, 'touchline.sqlite')).size;
      }
      const before = (await expectedBytes()) / 1e6;
      const result = await admin(['stats']);
      expect(result.code).toBe(0);
      const lines = result.stdout.trimEnd().split('\n');
      expect(lines.slice(0, 2)).toEqual(['accounts  2', 'entries   3']);
      const size = /^database {2}(\d+\.\d) MB \((SQLite|PostgreSQL)\)$/.exec(lines[2]!);
      expect(size?.[2]).toBe(usingPostgres ? 'PostgreSQL' : 'SQLite');
      const megabytes = (await expectedBytes()) / 1e6;
      if (usingPostgres) {
        // PostgreSQL's files move on their own (statistics, free space maps, autovacuum): the printed size, rounded to
        // a tenth, lies between the sizes measured before and after it, give or take 0.1 MB of such movement.
        const printed = Number(size?.[1]);
        expect(printed).toBeGreaterThanOrEqual(Math.min(before, megabytes) - 0.15);
        expect(printed).toBeLessThanOrEqual(Math.max(before, megabytes) + 0.15);
      } else expect(size?.[1]).toBe(megabytes.toFixed(1));
    });

    it('reset-password prints a link that sets a new password once and signs the account out everywhere', async () => {
      const cleo = await athlete();
      const laptop = app.browser();
      expect((await laptop.signIn(cleo.email, PASSWORD)).status).toBe(200);

      const hashBefore = await passwordHashOf(cleo.id);
      const result = await admin(['reset-password', cleo.email.toUpperCase()]);
      const token = tokenOf(result);
      expect(result.stderr).toContain(`A one-time link for ${cleo.email}`);
      // Only the token's hash is stored, as for an emailed link; the password is as it was (its stored hash unchanged:
      // a sign-in would end the link).
      const stored = await sql<{ identifier: string }>`select identifier from verification`.execute(db());
      expect(stored.rows.length).toBeGreaterThan(0);
      expect(stored.rows.map((row) => row.identifier).join(' ')).not.toContain(token);
      expect(await passwordHashOf(cleo.id)).toBe(hashBefore);

      const here = app.browser();
      const done = await here.request('/api/auth/reset-password', { json: { token, newPassword: NEW_PASSWORD } });
      expect(done.status).toBe(200);
      expect(((await done.json()) as { user: { email: string } }).user.email).toBe(cleo.email);
      expect((await here.session())?.user.email).toBe(cleo.email);
      expect(await cleo.browser.session()).toBeNull();
      expect(await laptop.session()).toBeNull();
      expect((await app.browser().signIn(cleo.email, PASSWORD)).status).toBe(401);
      expect((await app.browser().signIn(cleo.email, NEW_PASSWORD)).status).toBe(200);

      const again = await resetWith(token, 'a-third-password-3');
      expect(again.status).toBe(400);
      expect(((await again.json()) as { error: { code: string } }).error.code).toBe('INVALID_TOKEN');
      expect((await app.browser().signIn(cleo.email, NEW_PASSWORD)).status).toBe(200);
    });

    it('a link works for an hour, and not after', async () => {
      const dan = await athlete({ signedIn: false });
      const dot = await athlete({ signedIn: false });
      const early = tokenOf(await admin(['reset-password', dan.email]));
      const late = tokenOf(await admin(['reset-password', dot.email]));
      advanceClock(59 * 60);
      expect((await resetWith(early)).status).toBe(200);
      advanceClock(2 * 60);
      const expired = await resetWith(late, 'a-third-password-3');
      expect(expired.status).toBe(400);
      expect(((await expired.json()) as { error: { code: string } }).error.code).toBe('INVALID_TOKEN');
    });

    it('of two links, using one ends the other', async () => {
      const fay = await athlete({ signedIn: false });
      const first = tokenOf(await admin(['reset-password', fay.email]));
      const second = tokenOf(await admin(['reset-password', fay.email]));
      expect((await resetWith(first)).status).toBe(200);
      const ended = await resetWith(second, 'a-third-password-3');
      expect(ended.status).toBe(400);
      expect(((await ended.json()) as { error: { code: string } }).error.code).toBe('INVALID_TOKEN');
      expect((await app.browser().signIn(fay.email, NEW_PASSWORD)).status).toBe(200);
    });

    it('reset-password of an unknown email exits 1, prints no link and stores nothing', async () => {
      const count = async () =>
        Number(
          (await sql<{ count: string | number }>`select count(*) as count from verification`.execute(db())).rows[0]!
            .count,
        );
      const before = await count();
      const nobody = uniqueEmail('nobody');
      const result = await admin(['reset-password', nobody]);
      expect(result.stderr).toBe(`There is no account with the email ${nobody}.\n`);
      expect(result.stdout).toBe('');
      expect(result.code).toBe(1);
      expect(await count()).toBe(before);
    });

    it('delete-account --yes deletes the account and everything in it, and nothing of another', async () => {
      const erin = await athlete({ entries: 2 });
      const lift = [{ id: 'mine', text: 'Did I warm up?', enabled: true, isCustom: true, type: 'text' }];
      expect(
        (await erin.browser.request('/api/question-sets/lift', { method: 'PUT', json: { items: lift } })).status,
      ).toBe(200);
      const link = { name: 'Coach', displayName: 'Erin', from: '2026-03-01', to: null, types: ['Training'] };
      const shared = await erin.browser.request('/api/shares', {
        json: { ...link, includeNotes: false, expiresInDays: 30 },
      });
      expect(shared.status).toBe(201);
      const madeToken = await erin.browser.request('/api/account/tokens', { json: { name: 'Watch', scope: 'read' } });
      expect(madeToken.status).toBe(201);
      const { secret } = (await madeToken.json()) as { secret: string };
      const erinsDayByToken = () =>
        fetch(new URL('/api/entries/day/2026-03-01', app.url), { headers: { authorization: `Bearer ${secret}` } });
      await fillReminderTables(app, { browser: erin.browser, userId: erin.id }, '2026-03-02');
      // Two teams Erin owns: one with another staff member, who becomes its owner, one alone, which goes.
      const teamOf = async (name: string) => {
        const made = await erin.browser.request('/api/teams', { json: { name } });
        expect(made.status).toBe(201);
        return ((await made.json()) as { team: { id: string } }).team.id;
      };
      const handedOver = await teamOf('Erin FC');
      const alone = await teamOf('Erin alone');
      const gus = await athlete();
      const invited = await erin.browser.request(`/api/teams/${handedOver}/invites`, { json: { role: 'staff' } });
      const { url } = (await invited.json()) as { url: string };
      expect((await gus.browser.request(`/api/join/${url.slice(url.lastIndexOf('/') + 1)}`, { json: {} })).status).toBe(
        201,
      );
      // A squad report claimed for her in the team that outlives her account: it goes with the account.
      await db()
        .insertInto('team_report_sends')
        .values({ team_id: handedOver, user_id: erin.id, day: '2026-03-02', claimed_at: new Date().toISOString() })
        .execute();
      // A comment on one of her entries, from a team since deleted (decision 043): her journal's, so it goes with her.
      const [commented] = await db()
        .selectFrom('journal_entries')
        .select('id')
        .where('user_id', '=', erin.id)
        .execute();
      await db()
        .insertInto('entry_comments')
        .values({
          id: randomUUID(),
          entry_id: commented!.id,
          athlete_id: erin.id,
          team_id: null,
          team_name: 'Old club',
          author_id: null,
          author_role: 'staff',
          author_name: 'Coach',
          body: 'Well played',
          created_at: new Date().toISOString(),
          edited_at: null,
        })
        .execute();
      // A comment of an entry she has just deleted, waiting for its Undo (migration 015): hers too.
      await db()
        .insertInto('held_entry_comments')
        .values({
          id: randomUUID(),
          entry_id: randomUUID(),
          athlete_id: erin.id,
          team_id: null,
          team_name: 'Old club',
          author_id: null,
          author_role: 'staff',
          author_name: 'Coach',
          body: 'Rest up',
          created_at: new Date().toISOString(),
          edited_at: null,
          claimed_at: null,
          sent_at: null,
          outcome: null,
          held_at: new Date().toISOString(),
        })
        .execute();
      const erinBefore = await rowsOf(erin.id);
      // Something in every table of an account, so that "every table empty" below means something.
      expect(Object.entries(erinBefore).filter(([, rows]) => rows.length === 0)).toEqual([]);
      const anaBefore = await rowsOf(ana.id);
      const erinsDay = () => erin.browser.request('/api/entries/day/2026-03-01');
      expect((await erinsDay()).status).toBe(200);
      expect((await erinsDayByToken()).status).toBe(200);

      const result = await admin(['delete-account', erin.email, '--yes']);
      expect(result.stdout).toBe(`Deleted the account ${erin.email} and everything in it (2 entries).\n`);
      expect(result.code).toBe(0);
      expect(await rowsOf(erin.id)).toSatisfy(isEmpty);
      expect(await rowsOf(ana.id)).toEqual(anaBefore);
      expect((await rowsOf(gus.id)).team_members).toMatchObject([{ team_id: handedOver, is_owner: 1 }]);
      expect(await db().selectFrom('teams').select('id').where('id', '=', alone).execute()).toEqual([]);
      // The server that deleted it (SQLite's, asked through its socket) ends its sessions at once; one beside
      // the command on PostgreSQL, like any other server there, within a second (http/session.ts).
      if (usingPostgres && state === 'running') await new Promise((wait) => setTimeout(wait, 1100));
      expect((await erinsDay()).status).toBe(401);
      expect((await erinsDayByToken()).status).toBe(401);
      expect((await app.browser().signIn(erin.email, PASSWORD)).status).toBe(401);
      expect((await ana.browser.request('/api/account/export')).status).toBe(200);
    });

    it('delete-account asks for the email again and deletes nothing unless it matches', async () => {
      const fay = await athlete({ entries: 1 });
      const before = await rowsOf(fay.id);

      const wrong = await admin(['delete-account', fay.email], 'someone-else@example.com\n');
      expect(wrong.stderr).toContain(
        `This deletes the account ${fay.email} (created ${printedMinute(fay.createdAt)} UTC, 1 entry) and everything in it, for good.\nType the email again to confirm: `,
      );
      expect(wrong.stderr).toContain('The email typed does not match: nothing was deleted.\n');
      expect(wrong.stdout).toBe('');
      expect(wrong.code).toBe(1);
      expect(await rowsOf(fay.id)).toEqual(before);

      const nothingTyped = await admin(['delete-account', fay.email]);
      expect(nothingTyped.stderr).toContain('No email was typed: nothing was deleted.\n');
      expect(nothingTyped.code).toBe(1);
      expect(await rowsOf(fay.id)).toEqual(before);
      expect((await fay.browser.request('/api/account/export')).status).toBe(200);

      const typed = await admin(['delete-account', fay.email], `${fay.email.toUpperCase()}\n`);
      expect(typed.stdout).toBe(`Deleted the account ${fay.email} and everything in it (1 entry).\n`);
      expect(typed.code).toBe(0);
      expect(await rowsOf(fay.id)).toSatisfy(isEmpty);
    });

    it('delete-account of an unknown email exits 1 without asking', async () => {
      const nobody = uniqueEmail('nobody');
      for (const args of [
        ['delete-account', nobody],
        ['delete-account', nobody, '--yes'],
      ]) {
        const result = await admin(args, `${nobody}\n`);
        expect(result.stderr).toBe(`There is no account with the email ${nobody}.\n`);
        expect(result.stdout).toBe('');
        expect(result.code).toBe(1);
      }
    });
  },
);
