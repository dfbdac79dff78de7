import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tableRowsOf } from '../test-support/db-state.js';
import { startTestServer, uniqueEmail, type TestBrowser, type TestServer } from '../test-support/test-server.js';

/**
 * Text PostgreSQL cannot store (U+0000, unpaired UTF-16 surrogates) gets the same clear refusal on
 * both databases, naming the field, and stores nothing; SQLite alone would have stored it. A change
 * queued offline is then refused, not retried forever as a 500 would be.
 */

const PASSWORD = 'unstorable-pass-1';
const DAY = '2026-05-14';

// Written as JSON escapes: JSON.stringify keeps a lone surrogate as `\ud800`, as a browser sends it.
const UNSTORABLE: [string, string, RegExp][] = [
  ['a lone high surrogate', 'tight \ud800 hamstring', /broken character/],
  ['a lone low surrogate', '\udc00 at the end', /broken character/],
  ['a reversed pair', 'flag \udc00\ud800', /broken character/],
  ['a high surrogate at the very end', 'cut off \ud83d', /broken character/],
  ['U+0000', 'nul \u0000 here', /U\+0000/],
];
const EMOJI = 'Scored 🥅⚽ and 👩‍👩‍👧‍👦 came';

interface ErrorBody {
  error: { code: string; message: string; fields?: string[] };
}

describe('text no database can store', () => {
  let app: TestServer;
  let athlete: TestBrowser;
  let entryId: string;
  let userId: string;

  beforeAll(async () => {
    app = await startTestServer({ rateLimit: 'off' });
    athlete = app.browser();
    const email = uniqueEmail('unstorable');
    expect((await athlete.signUp(email, PASSWORD)).status).toBe(200);
    expect((await athlete.signIn(email, PASSWORD)).status).toBe(200);
    userId = (await athlete.session())!.user.id;
    entryId = randomUUID();
    const created = await athlete.request('/api/entries', {
      json: { id: entryId, type: 'Training', day: DAY, content: { answers: { t1: 'Fine' }, rating: 6 } },
    });
    expect(created.status).toBe(201);
  });
  afterAll(() => app?.cleanup());

  async function expectRefused(response: Response, status: number, field: string, why: RegExp): Promise<void> {
    expect(response.status).toBe(status);
    const body = (await response.json()) as ErrorBody;
    expect(body.error.code).toBe('VALIDATION_FAILED');
    expect(body.error.message).toMatch(why);
    expect(body.error.message.startsWith(`${field}: `)).toBe(true);
  }

  const storedEntry = async (id: string) =>
    app.server.database.db.selectFrom('journal_entries').select(['content', 'version']).where('id', '=', id).execute();

  describe.each(UNSTORABLE)('%s', (_case, text, why) => {
    it('is refused in a new entry with 422 naming the field, and nothing is stored', async () => {
      const id = randomUUID();
      const response = await athlete.request('/api/entries', {
        json: { id, type: 'Training', day: DAY, content: { answers: { t1: 'Fine' }, notes: text, rating: 6 } },
      });
      await expectRefused(response, 422, 'content.notes', why);
      expect(await storedEntry(id)).toEqual([]);
    });

    it('is refused in an edit, which leaves the entry as it was', async () => {
      const before = await storedEntry(entryId);
      const response = await athlete.request(`/api/entries/${entryId}`, {
        method: 'PUT',
        json: { content: { answers: { t1: text }, rating: 6 }, version: before[0]!.version },
      });
      await expectRefused(response, 422, 'content.answers.t1', why);
      expect(await storedEntry(entryId)).toEqual(before);
    });

    it('is refused in a question set', async () => {
      const response = await athlete.request('/api/question-sets/lift', {
        method: 'PUT',
        json: { items: [{ id: 'mine', text, enabled: true, isCustom: true, type: 'text' }] },
      });
      await expectRefused(response, 422, 'items.0.text', why);
      expect(await tableRowsOf(app.server.database.db, 'question_sets', userId)).toEqual([]);
    });

    it('is refused in a sign-up name with 400, and no account is made', async () => {
      const email = uniqueEmail('unstorable-name');
      const response = await app.browser().request('/api/auth/sign-up/email', {
        json: { name: text, email, password: PASSWORD },
      });
      await expectRefused(response, 400, 'name', why);
      const users = await app.server.database.db.selectFrom('user').select('id').where('email', '=', email).execute();
      expect(users).toEqual([]);
    });
  });

  it('stores well-formed pairs (emoji, joined families) and gives them back unchanged', async () => {
    const id = randomUUID();
    const response = await athlete.request('/api/entries', {
      json: { id, type: 'Training', day: DAY, content: { answers: { t1: EMOJI }, notes: EMOJI, rating: 8 } },
    });
    expect(response.status).toBe(201);
    const read = await athlete.request(`/api/entries/${id}`);
    const { entry } = (await read.json()) as { entry: { content: { notes: string; answers: { t1: string } } } };
    expect(entry.content.notes).toBe(EMOJI);
    expect(entry.content.answers.t1).toBe(EMOJI);
  });
});
