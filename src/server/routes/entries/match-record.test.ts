import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { JournalEntry } from '../../../domain/entry-content.js';
import { serverForSuite, signedInBrowser, type TestBrowser } from '../../test-support/test-server.js';

// The match record of a game (issue 33, decision 047): stored in the game's content, checked by its schema, carried
// by the JSON export and an import of it, and in the CSV's last columns.

interface ErrorBody {
  error: { code: string; message: string; fields?: string[] };
}

const MATCH = { minutesPlayed: 63, started: true, scoreFor: 2, scoreAgainst: 1 };
const POSTGAME = { rating: 7, externalFactors: [] };

const game = (day: string, content: Record<string, unknown>) => ({ id: randomUUID(), type: 'Game', day, content });

describe('the match record on a game', () => {
  const app = serverForSuite({ rateLimit: 'off' });
  let athlete: TestBrowser;
  beforeAll(async () => {
    athlete = await signedInBrowser(app);
  });

  async function answer<T>(response: Response, status: number): Promise<T> {
    const text = await response.text();
    expect(response.status, text).toBe(status);
    return JSON.parse(text) as T;
  }
  const post = (body: unknown) => athlete.request('/api/entries', { method: 'POST', json: body });
  const put = (id: string, body: unknown) => athlete.request(`/api/entries/${id}`, { method: 'PUT', json: body });
  const create = async (body: unknown) => (await answer<{ entry: JournalEntry }>(await post(body), 201)).entry;
  const read = async (id: string) =>
    (await answer<{ entry: JournalEntry }>(await athlete.request(`/api/entries/${id}`), 200)).entry;
  const rowsWithId = async (id: string) =>
    (await app.server.database.db.selectFrom('journal_entries').select('id').where('id', '=', id).execute()).length;

  /** A 422 naming `field` (and no other), with the schema's words. */
  async function refused(response: Response, field: string, words: RegExp): Promise<void> {
    const { error } = await answer<ErrorBody>(response, 422);
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.fields).toEqual([field]);
    expect(error.message).toMatch(words);
  }

  it('stores minutes played, started and the score on a finished game and on a game recorded from its postgame alone', async () => {
    const finished = await create(
      game('2026-09-05', {
        opposingTeam: 'Rovers',
        pregame: { controlFactors: 'Effort' },
        postgame: POSTGAME,
        ...MATCH,
      }),
    );
    expect((await read(finished.id)).content).toMatchObject(MATCH);
    const alone = await create(
      game('2026-09-12', { opposingTeam: 'City', postgame: POSTGAME, ...MATCH, started: false }),
    );
    expect((await read(alone.id)).content).toEqual({
      opposingTeam: 'City',
      postgame: POSTGAME,
      ...MATCH,
      started: false,
    });
  });

  it('keeps older games valid: one without a record is stored and edited, an edit adds a record and another takes it away', async () => {
    const older = await create(game('2026-09-19', { opposingTeam: 'Rovers', postgame: POSTGAME }));
    expect(older.content).toEqual({ opposingTeam: 'Rovers', postgame: POSTGAME });
    const added = await answer<{ entry: JournalEntry }>(
      await put(older.id, { content: { ...older.content, ...MATCH, minutesPlayed: 0 }, version: 1 }),
      200,
    );
    expect(added.entry.content).toMatchObject({ ...MATCH, minutesPlayed: 0 });
    const removed = await answer<{ entry: JournalEntry }>(
      await put(older.id, { content: older.content, version: 2 }),
      200,
    );
    expect(removed.entry.content).toEqual(older.content);
  });

  it.each([
    [
      '201 minutes played',
      { minutesPlayed: 201 },
      'content.minutesPlayed',
      /Minutes played must be a whole number from 0 to 200/,
    ],
    ['-1 minutes played', { minutesPlayed: -1 }, 'content.minutesPlayed', /Minutes played/],
    ['half a minute played', { minutesPlayed: 62.5 }, 'content.minutesPlayed', /Minutes played/],
    ['minutes played as text', { minutesPlayed: '63' }, 'content.minutesPlayed', /Minutes played/],
    ['started as text', { started: 'yes' }, 'content.started', /Choose Started or Came on/],
    ['started as null', { started: null }, 'content.started', /Choose Started or Came on/],
    [
      'a score of 100',
      { scoreFor: 100, scoreAgainst: 1 },
      'content.scoreFor',
      /A score must be a whole number from 0 to 99/,
    ],
    ['a negative score', { scoreFor: 1, scoreAgainst: -1 }, 'content.scoreAgainst', /A score must be/],
    ['a score of 1.5', { scoreFor: 1.5, scoreAgainst: 1 }, 'content.scoreFor', /A score must be/],
    ['our score alone', { scoreFor: 2 }, 'content.scoreAgainst', /the other team's score too/],
    ['their score alone', { scoreAgainst: 0 }, 'content.scoreFor', /your team's score too/],
  ])(
    'refuses %s with 422 naming the field, on create and on edit, storing nothing',
    async (_case, extra, field, words) => {
      const body = game('2026-09-26', { opposingTeam: 'Rovers', postgame: POSTGAME, ...extra });
      await refused(await post(body), field, words);
      expect(await rowsWithId(body.id)).toBe(0);

      const stored = await create(game('2026-09-26', { opposingTeam: 'Rovers', postgame: POSTGAME }));
      await refused(await put(stored.id, { content: { ...stored.content, ...extra }, version: 1 }), field, words);
      expect(await read(stored.id)).toEqual(stored);
    },
  );

  it("refuses the record's keys on another kind (they are a game's): they are not kept", async () => {
    const body = { id: randomUUID(), type: 'Training', day: '2026-09-27', content: { answers: {}, ...MATCH } };
    const entry = await create(body);
    expect(entry.content).not.toHaveProperty('minutesPlayed');
    expect(entry.content).not.toHaveProperty('scoreFor');
  });

  it("is carried by the JSON export and an import of it, and fills the CSV export's four columns after Notes", async () => {
    const browser = await signedInBrowser(app);
    const content = { opposingTeam: 'Rovers', postgame: { ...POSTGAME, minutes: 95, effort: 6 }, ...MATCH };
    const body = game('2026-10-03', content);
    const saved = (
      await answer<{ entry: JournalEntry }>(await browser.request('/api/entries', { method: 'POST', json: body }), 201)
    ).entry;
    await answer(
      await browser.request('/api/entries', { method: 'POST', json: game('2026-10-10', { postgame: POSTGAME }) }),
      201,
    );

    const file = await answer<{ entries: { id: string; content: unknown }[] }>(
      await browser.request('/api/account/export'),
      200,
    );
    expect(file.entries.find((entry) => entry.id === saved.id)?.content).toEqual(content);

    const csv = await (await browser.request('/api/account/export/csv?from=2026-10-01&to=2026-10-31')).text();
    const [header, ...rows] = csv.trimEnd().split('\r\n');
    const columns = header!.split(',');
    const afterNotes = columns.slice(columns.indexOf('Notes') + 1, columns.indexOf('Notes') + 5);
    expect(afterNotes).toEqual(['Minutes played', 'Started', 'Score for', 'Score against']);
    // The session's minutes (95, with the effort: load 570) stay apart from the minutes played (63).
    const cells = (row: string) => Object.fromEntries(row.split(',').map((cell, i) => [columns[i]!, cell]));
    expect(cells(rows[0]!)).toMatchObject({
      Minutes: '95',
      Load: '570',
      'Minutes played': '63',
      Started: 'Yes',
      'Score for': '2',
      'Score against': '1',
    });
    expect(cells(rows[1]!)).toMatchObject({ 'Minutes played': '', Started: '', 'Score for': '', 'Score against': '' });

    // Deleted, then imported from the file: it comes back with its record.
    await answer(await browser.request(`/api/entries/${saved.id}`, { method: 'DELETE' }), 200);
    const imported = await answer<{ summary: { imported: number } }>(
      await browser.request('/api/account/import', { method: 'POST', body: JSON.stringify(file) }),
      200,
    );
    expect(imported.summary.imported).toBe(1);
    const back = await answer<{ entry: JournalEntry }>(await browser.request(`/api/entries/${saved.id}`), 200);
    expect(back.entry.content).toEqual(content);
  });
});
