import { readFileSync } from 'node:fs';
import { zipSync } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';
import type { JournalEntry } from '../../../domain/entry-content.js';
import { serverForSuite, signedInBrowser, type TestBrowser } from '../../test-support/test-server.js';

// Imports from other apps on the profile's import (issue 34, decision 049): recognised by content, previewed without
// writing, written in one transaction, idempotent (a second import adds nothing), a refused file writes nothing and
// says why by row, and one athlete's import never touches another's journal. Run on both databases.

const fixture = (name: string) => readFileSync(new URL(`./other-apps/fixtures/${name}`, import.meta.url));

interface Summary {
  imported: number;
  alreadyHere: number;
  refusedCount: number;
  source?: string;
}

describe('POST /api/account/import from other apps', () => {
  const app = serverForSuite({ rateLimit: 'off', account: { importLimit: { imports: 1000, windowSeconds: 3600 } } });
  let athlete: TestBrowser;
  beforeAll(async () => {
    athlete = await signedInBrowser(app);
  });

  async function send(who: TestBrowser, bytes: Uint8Array | string, query = '') {
    const response = await who.request(`/api/account/import${query}`, {
      method: 'POST',
      // The route reads the bytes whatever they are; the body is typed as text for the JSON-only requests.
      body: bytes as string,
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  }

  const entryCount = async () =>
    Number(
      (
        await app.server.database.db
          .selectFrom('journal_entries')
          .select((eb) => eb.fn.countAll<string | number>().as('count'))
          .executeTakeFirstOrThrow()
      ).count,
    );

  const day = async (who: TestBrowser, date: string) =>
    ((await (await who.request(`/api/entries/day/${date}`)).json()) as { entries: JournalEntry[] }).entries;

  it('takes a file as the bytes it is (application/octet-stream), there only; never a type a cross-site form can send', async () => {
    const asType = (path: string, contentType: string) =>
      athlete.request(path, {
        method: 'POST',
        body: fixture('daylio.csv').toString('utf8'),
        headers: { 'content-type': contentType },
      });
    const preview = await asType('/api/account/import?preview=true&timeZone=Europe/Madrid', 'application/octet-stream');
    expect(preview.status).toBe(200);
    expect(await preview.json()).toMatchObject({ preview: { source: 'Daylio', entries: 3 } });
    for (const formType of ['text/plain', 'multipart/form-data; boundary=x', 'application/x-www-form-urlencoded']) {
      expect((await asType('/api/account/import?preview=true', formType)).status).toBe(415);
    }
    expect((await asType('/api/entries', 'application/octet-stream')).status).toBe(415);
  });

  it('previews a Daylio file without writing, imports it in one go, and a second import adds nothing', async () => {
    const before = await entryCount();
    const preview = await send(athlete, fixture('daylio.csv'), '?preview=true&timeZone=Europe/Madrid');
    expect(preview).toEqual({
      status: 200,
      body: {
        preview: {
          source: 'Daylio',
          entries: 3,
          alreadyHere: 0,
          from: '2026-10-03',
          to: '2026-10-05',
          photos: 0,
          empty: 0,
        },
      },
    });
    expect(await entryCount()).toBe(before);

    const first = await send(athlete, fixture('daylio.csv'), '?timeZone=Europe/Madrid');
    expect(first.status).toBe(200);
    expect(first.body.summary).toMatchObject({ imported: 3, alreadyHere: 0, refusedCount: 0, source: 'Daylio' });
    expect(await entryCount()).toBe(before + 3);
    const derby = (await day(athlete, '2026-10-05')).find((entry) => entry.type === 'Note');
    expect(derby?.content).toEqual({
      title: 'Derby day',
      text: 'Won 2-1 & scored.\nKnee fine.\n\nMood: rad · Activities: football | friends',
    });

    const again = await send(athlete, fixture('daylio.csv'));
    expect(again.body.summary).toMatchObject({ imported: 0, alreadyHere: 3 } satisfies Partial<Summary>);
    expect(await entryCount()).toBe(before + 3);
    const previewAgain = await send(athlete, fixture('daylio.csv'), '?preview=true');
    expect(previewAgain.body.preview).toMatchObject({ entries: 3, alreadyHere: 3 });

    // An imported note searches like one written here.
    const found = (await (await athlete.request('/api/search?q=scored')).json()) as { results: { id: string }[] };
    expect(found.results.map((result) => result.id)).toEqual([derby!.id]);
  });

  it("places Strava's UTC times on the days of the time zone asked, with minutes and effort (so load)", async () => {
    const who = await signedInBrowser(app);
    const imported = await send(who, fixture('strava-activities.csv'), '?timeZone=Europe/Madrid');
    expect(imported.body.summary).toMatchObject({ imported: 3, source: 'Strava' });
    expect((await day(who, '2026-10-04')).length).toBe(0);
    const fifth = await day(who, '2026-10-05');
    expect(fifth.map((entry) => [entry.type, entry.content])).toEqual(
      expect.arrayContaining([
        ['Training', { answers: {}, minutes: 30, notes: 'Late recovery spin' }],
        ['Training', { answers: {}, minutes: 45, effort: 4, notes: 'Morning Run\n\nEasy' }],
      ]),
    );
  });

  it('imports a Day One zip with two journals, counting its photos', async () => {
    const who = await signedInBrowser(app);
    const zip = zipSync({
      'Journal.json': new Uint8Array(fixture('day-one-journal.json')),
      'Travel.json': new Uint8Array(fixture('day-one-travel.json')),
      'photos/aa11.jpeg': new Uint8Array([0xff, 0xd8, 0xff, 0xe0]),
    });
    const preview = await send(who, zip, '?preview=true');
    expect(preview.body.preview).toMatchObject({ source: 'Day One', entries: 3, photos: 3, empty: 1 });
    expect((await send(who, zip)).body.summary).toMatchObject({ imported: 3, alreadyHere: 0, source: 'Day One' });
    expect((await send(who, zip)).body.summary).toMatchObject({ imported: 0, alreadyHere: 3 });
  });

  it.each([
    [
      'a Daylio row whose date is not one',
      'full_date,date,weekday,time,mood,activities,note_title,note\n2026-10-03,,,10:00,good,,,ok\n2026-13-45,,,10:00,good,,,\n',
      'Row 3: the date 2026-13-45 is not a date. Nothing was imported.',
    ],
    [
      'a Strava row without its elapsed time',
      'Activity ID,Activity Date,Activity Name,Activity Type,Activity Description,Elapsed Time\n1,"Oct 3, 2026, 6:00:00 PM",Run,Run,,600\n2,"Oct 4, 2026, 6:00:00 PM",Run,Run,,\n',
      'Row 3: the elapsed time (empty) is not a number of seconds. Nothing was imported.',
    ],
  ])('refuses %s whole: a 422 naming the row, nothing written', async (_case, file, message) => {
    const before = await entryCount();
    for (const query of ['?preview=true', '']) {
      expect(await send(athlete, file, query)).toEqual({
        status: 422,
        body: { error: { code: 'IMPORT_REFUSED', message } },
      });
    }
    expect(await entryCount()).toBe(before);
  });

  it('refuses a time zone it does not know, before reading the file', async () => {
    const answer = await send(athlete, fixture('strava-activities.csv'), '?timeZone=Mars/Olympus');
    expect(answer.status).toBe(422);
    expect(answer.body).toMatchObject({ error: { fields: ['timeZone'] } });
  });

  it("gives another athlete importing the same file entries of their own, never touching the first's", async () => {
    const other = await signedInBrowser(app);
    const mine = (await day(athlete, '2026-10-05')).map((entry) => entry.id);
    expect((await send(other, fixture('daylio.csv'))).body.summary).toMatchObject({ imported: 3, alreadyHere: 0 });
    const theirs = (await day(other, '2026-10-05')).map((entry) => entry.id);
    expect(theirs).toHaveLength(1);
    expect(mine).not.toContain(theirs[0]);
    expect((await day(athlete, '2026-10-05')).map((entry) => entry.id)).toEqual(mine);
  });
});
