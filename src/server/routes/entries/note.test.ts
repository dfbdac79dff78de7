import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { JournalEntry } from '../../../domain/entry-content.js';
import { serverForSuite, signedInBrowser, type TestBrowser } from '../../test-support/test-server.js';

// The Note entry (issue 34): a title (optional, up to 200 characters) and text (1 to 20,000), validated by the server
// like every kind of content: a 422 names the content path, and nothing is stored. It searches like every entry.

describe('Note entries', () => {
  const app = serverForSuite({ rateLimit: 'off' });
  let athlete: TestBrowser;
  beforeAll(async () => {
    athlete = await signedInBrowser(app);
  });

  const post = (body: unknown) => athlete.request('/api/entries', { method: 'POST', json: body });

  async function json<T>(response: Response, status: number): Promise<T> {
    const text = await response.text();
    expect(response.status, text).toBe(status);
    return JSON.parse(text) as T;
  }

  async function rowsWithId(id: string): Promise<number> {
    const rows = await app.server.database.db.selectFrom('journal_entries').select('id').where('id', '=', id).execute();
    return rows.length;
  }

  it('stores a note trimmed, edits it, and finds it by its words', async () => {
    const id = randomUUID();
    const created = await json<{ entry: JournalEntry }>(
      await post({
        id,
        type: 'Note',
        day: '2026-10-03',
        content: { title: ' Preseason ', text: 'Legs like concrete' },
      }),
      201,
    );
    expect(created.entry).toMatchObject({
      type: 'Note',
      version: 1,
      content: { title: 'Preseason', text: 'Legs like concrete' },
    });

    const edited = await json<{ entry: JournalEntry }>(
      await athlete.request(`/api/entries/${id}`, {
        method: 'PUT',
        json: { content: { text: 'No title now' }, version: 1 },
      }),
      200,
    );
    expect(edited.entry.content).toEqual({ text: 'No title now' });

    const found = await json<{ results: { id: string }[] }>(await athlete.request('/api/search?q=title%20now'), 200);
    expect(found.results.map((result) => result.id)).toEqual([id]);
  });

  it.each([
    ['no text', 'content.text', { title: 'Only a title' }],
    ['blank text', 'content.text', { text: '   ' }],
    ['text of 20,001 characters', 'content.text', { text: 'a'.repeat(20_001) }],
    ['a title of 201 characters', 'content.title', { title: 'a'.repeat(201), text: 'x' }],
    ['a title that is not text', 'content.title', { title: 7, text: 'x' }],
  ])('refuses %s with a 422 naming %s, storing nothing', async (_case, field, content) => {
    const id = randomUUID();
    const body = await json<{ error: { fields?: string[] } }>(
      await post({ id, type: 'Note', day: '2026-10-03', content }),
      422,
    );
    expect(body.error.fields).toContain(field);
    expect(await rowsWithId(id)).toBe(0);
  });

  it('keeps a note of 20,000 characters whole', async () => {
    const text = 'é'.repeat(20_000);
    const entry = await json<{ entry: JournalEntry }>(
      await post({ id: randomUUID(), type: 'Note', day: '2026-10-04', content: { text } }),
      201,
    );
    expect(entry.entry.content).toEqual({ text });
  });
});
