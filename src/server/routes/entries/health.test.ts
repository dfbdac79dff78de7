import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { JournalEntry } from '../../../domain/entry-content.js';
import { serverForSuite, signedInBrowser, type TestBrowser } from '../../test-support/test-server.js';

// The Health entry (issue 33, decision 046): an injury or illness and the athlete's availability, validated by the
// server like every kind of content: a 422 names the content path, and nothing is stored.

const hamstring = { problem: 'injury', area: 'hamstring', side: 'left', pain: 4, status: 'modified', notes: 'Sprint' };

describe('Health entries', () => {
  const app = serverForSuite({ rateLimit: 'off' });
  let athlete: TestBrowser;
  beforeAll(async () => {
    athlete = await signedInBrowser(app);
  });

  const post = (body: unknown) => athlete.request('/api/entries', { method: 'POST', json: body });
  const put = (id: string, body: unknown) => athlete.request(`/api/entries/${id}`, { method: 'PUT', json: body });

  async function json<T>(response: Response, status: number): Promise<T> {
    const text = await response.text();
    expect(response.status, text).toBe(status);
    return JSON.parse(text) as T;
  }

  async function create(day: string, content: Record<string, unknown>): Promise<JournalEntry> {
    return (await json<{ entry: JournalEntry }>(await post({ id: randomUUID(), type: 'Health', day, content }), 201))
      .entry;
  }

  async function rowsWithId(id: string): Promise<number> {
    const rows = await app.server.database.db.selectFrom('journal_entries').select('id').where('id', '=', id).execute();
    return rows.length;
  }

  it('stores an injury as sent, lists it in its history, and edits it to Available', async () => {
    const entry = await create('2026-11-24', hamstring);
    expect(entry).toMatchObject({ type: 'Health', day: '2026-11-24', version: 1, content: hamstring });

    const history = await json<{ entries: JournalEntry[]; total: number }>(
      await athlete.request('/api/entries/history?type=Health'),
      200,
    );
    expect(history.entries.map((listed) => listed.id)).toContain(entry.id);

    const edited = await json<{ entry: JournalEntry }>(
      await put(entry.id, { content: { ...hamstring, status: 'available', pain: 0 }, version: 1 }),
      200,
    );
    expect(edited.entry.content).toEqual({ ...hamstring, status: 'available', pain: 0 });
  });

  it('stores an illness without area, side or pain (all optional)', async () => {
    const entry = await create('2026-11-25', { problem: 'illness', status: 'unavailable' });
    expect(entry.content).toEqual({ problem: 'illness', status: 'unavailable' });
  });

  it.each([
    ['no problem', 'content.problem', { status: 'available' }],
    ['an unknown problem', 'content.problem', { ...hamstring, problem: 'flu' }],
    ['no status', 'content.status', { problem: 'injury' }],
    ['an unknown status', 'content.status', { ...hamstring, status: 'injured' }],
    ['an unknown body area', 'content.area', { ...hamstring, area: 'elbow' }],
    ['an unknown side', 'content.side', { ...hamstring, side: 'middle' }],
    ['pain above 10', 'content.pain', { ...hamstring, pain: 11 }],
    ['pain below 0', 'content.pain', { ...hamstring, pain: -1 }],
    ['pain not whole', 'content.pain', { ...hamstring, pain: 4.5 }],
    ['pain as text', 'content.pain', { ...hamstring, pain: '4' }],
    ['notes over 5,000 characters', 'content.notes', { ...hamstring, notes: 'x'.repeat(5001) }],
    ['a body area for an illness', 'content.area', { problem: 'illness', area: 'knee', status: 'modified' }],
    ['a side for an illness', 'content.side', { problem: 'illness', side: 'left', status: 'modified' }],
  ])('refuses %s with 422 naming %s, on create and on edit, storing nothing', async (_case, field, content) => {
    const id = randomUUID();
    const refused = await json<{ error: { code: string; message: string; fields: string[] } }>(
      await post({ id, type: 'Health', day: '2026-11-26', content }),
      422,
    );
    expect(refused.error.code).toBe('VALIDATION_FAILED');
    expect(refused.error.fields).toContain(field);
    expect(await rowsWithId(id)).toBe(0);

    const saved = await create('2026-11-26', hamstring);
    const edit = await json<{ error: { fields: string[] } }>(await put(saved.id, { content, version: 1 }), 422);
    expect(edit.error.fields).toContain(field);
    const after = await json<{ entry: JournalEntry }>(await athlete.request(`/api/entries/${saved.id}`), 200);
    expect(after.entry).toEqual(saved);
  });

  it("says why an illness's area is refused in words", async () => {
    const refused = await json<{ error: { message: string } }>(
      await post({
        id: randomUUID(),
        type: 'Health',
        day: '2026-11-26',
        content: { problem: 'illness', area: 'knee', status: 'modified' },
      }),
      422,
    );
    expect(refused.error.message).toMatch(/only an injury/);
  });

  it('leaves the entries of every other kind as valid as before', async () => {
    const other = await signedInBrowser(app);
    for (const [type, content] of [
      ['Training', { answers: { t1: 'Focus' }, rating: 7 }],
      ['Food', { mealType: 'Lunch', timeOfDay: '12:00', foodItems: 'Rice' }],
      ['Wellness', { fatigue: 4, sleep: 4, soreness: 4, stress: 4, mood: 4 }],
    ] as const) {
      const response = await other.request('/api/entries', {
        method: 'POST',
        json: { id: randomUUID(), type, day: '2026-11-26', content },
      });
      expect(response.status, await response.text()).toBe(201);
    }
  });
});
