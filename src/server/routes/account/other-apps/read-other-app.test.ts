import { readFileSync } from 'node:fs';
import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { htmlToText, sourceEntryId, type OtherAppFile, type OtherAppRead } from './other-app-file.js';
import { readOtherApp } from './read-other-app.js';
import { stravaInstant } from './strava.js';
import { unescapeDayOne } from './day-one.js';

// The parsers of the imports from other apps (issue 34, decision 049), from small files written by hand after each
// app's documented export layout (fixtures/): header variants, quoting, repeated columns, time zones, HTML in notes,
// a Day One zip with two journals. Pure: no server or database.

const fixture = (name: string) => new Uint8Array(readFileSync(new URL(`./fixtures/${name}`, import.meta.url)));
const text = (content: string) => new TextEncoder().encode(content);

function read(bytes: Uint8Array, zone = 'Europe/Madrid'): OtherAppFile {
  const result = readOtherApp(bytes, zone);
  if (!result || 'refusal' in result) throw new Error(`not read: ${JSON.stringify(result)}`);
  return result;
}

const refusal = (bytes: Uint8Array, zone = 'Europe/Madrid') =>
  (readOtherApp(bytes, zone) as OtherAppRead & { refusal?: string }).refusal;

describe('Daylio', () => {
  it('reads the current layout: day, title, the note without its HTML, then mood and activities', () => {
    const file = read(fixture('daylio.csv'));
    expect(file.source).toBe('Daylio');
    expect(file.entries.map(({ type, day, content }) => ({ type, day, content }))).toEqual([
      {
        type: 'Note',
        day: '2026-10-05',
        content: {
          title: 'Derby day',
          text: 'Won 2-1 & scored.\nKnee fine.\n\nMood: rad · Activities: football | friends',
        },
      },
      {
        type: 'Note',
        day: '2026-10-04',
        content: { text: 'Heavy legs, slept badly.\nSecond line.\n\nMood: meh · Activities: gym' },
      },
      { type: 'Note', day: '2026-10-03', content: { text: 'Mood: good' } },
    ]);
  });

  it('reads the older 7-column layout with 12-hour times and spelled dates; two rows of one minute stay two', () => {
    const file = read(fixture('daylio-older.csv'));
    expect(file.entries.map(({ day, content }) => [day, content])).toEqual([
      ['2019-10-03', { text: 'Training, then pizza\n\nMood: good · Activities: football | gym' }],
      ['2019-10-03', { text: 'Second entry the same minute\n\nMood: good' }],
      ['2019-10-04', { text: 'Mood: awful · Activities: sick' }],
    ]);
    expect(new Set(file.entries.map((entry) => entry.id)).size).toBe(3);
  });

  it('reads an export with a scales column', () => {
    expect(read(fixture('daylio-scales.csv')).entries[0]?.content).toEqual({
      title: 'Early',
      text: 'Fasted run\n\nMood: good · Activities: run · Scales: Energy 4/5',
    });
  });

  it('derives the same ids from the same file, in the UUID layout', () => {
    const ids = read(fixture('daylio.csv')).entries.map((entry) => entry.id);
    expect(read(fixture('daylio.csv')).entries.map((entry) => entry.id)).toEqual(ids);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  const HEADER = 'full_date,date,weekday,time,mood,activities,note_title,note\n';
  it.each([
    [
      'a date that is not one',
      '2026-10-03,,,10:00,good,,,\n2026-13-45,,,10:00,good,,,\n',
      'Row 3: the date 2026-13-45 is not a date. Nothing was imported.',
    ],
    [
      'a time that is not one',
      '2026-10-03,,,25:61,good,,,\n',
      'Row 2: the time 25:61 is not a time. Nothing was imported.',
    ],
    [
      'a title over 200 characters',
      `2026-10-03,,,10:00,good,,${'a'.repeat(201)},\n`,
      'Row 2: keep the title under 200 characters. Nothing was imported.',
    ],
    [
      'a quote never closed',
      '2026-10-03,,,10:00,good,,,"open\n',
      'Row 2: the CSV is damaged (a quote is not closed). Nothing was imported.',
    ],
  ])('refuses the whole file for %s, naming the row', (_case, rows, message) => {
    expect(refusal(text(HEADER + rows))).toBe(message);
  });
});

describe('Strava', () => {
  it('reads by position (Elapsed Time and Distance repeat): minutes, effort, notes, the local day', () => {
    const file = read(fixture('strava-activities.csv'), 'Europe/Madrid');
    expect(file.source).toBe('Strava');
    expect(file.entries.map(({ id, type, day, content }) => ({ id, type, day, content }))).toEqual([
      {
        id: sourceEntryId('Strava', '11800000001'),
        type: 'Training',
        day: '2026-10-03',
        // 3005 s is 50.08 minutes; Perceived Exertion 7.0.
        content: {
          answers: {},
          minutes: 50,
          effort: 7,
          notes: 'Evening session\n\nStrides, then 4 x 400m. Legs felt "fresh", finally',
        },
      },
      // 23:30 UTC on October 4 is 01:30 on October 5 in Madrid; no Perceived Exertion, so no effort.
      {
        id: sourceEntryId('Strava', '11800000002'),
        type: 'Training',
        day: '2026-10-05',
        content: { answers: {}, minutes: 30, notes: 'Late recovery spin' },
      },
      {
        id: sourceEntryId('Strava', '11800000003'),
        type: 'Training',
        day: '2026-10-05',
        content: { answers: {}, minutes: 45, effort: 4, notes: 'Morning Run\n\nEasy' },
      },
    ]);
  });

  it('places an activity on the day of the time zone asked', () => {
    expect(read(fixture('strava-activities.csv'), 'America/Los_Angeles').entries.map((entry) => entry.day)).toEqual([
      '2026-10-03',
      '2026-10-04',
      '2026-10-05',
    ]);
    expect(read(fixture('strava-activities.csv'), 'Pacific/Auckland').entries.map((entry) => entry.day)).toEqual([
      '2026-10-04',
      '2026-10-05',
      '2026-10-05',
    ]);
  });

  it.each([
    ['Oct 6, 2026, 6:00:00 PM', '2026-10-06T18:00:00.000Z'],
    ['Oct 6, 2026, 12:05:09 AM', '2026-10-06T00:05:09.000Z'],
    ['Oct 6, 2026, 6:00:00\u202fPM', '2026-10-06T18:00:00.000Z'],
    ['Sept 6, 2026, 6:00:00 PM', '2026-09-06T18:00:00.000Z'],
    ['2026-10-06 18:00:00', '2026-10-06T18:00:00.000Z'],
    ['Feb 30, 2026, 6:00:00 PM', null],
    ['Oct 6, 2026', null],
    ['yesterday', null],
  ])('reads the date %j', (date, iso) => {
    expect(stravaInstant(date)?.toISOString() ?? null).toBe(iso);
  });

  const HEADER =
    'Activity ID,Activity Date,Activity Name,Activity Type,Activity Description,Elapsed Time,Distance,Elapsed Time\n';
  it.each([
    [
      'a date that is not one',
      '1,"Oct 32, 2026, 6:00:00 PM",Run,Run,,600,1,600.0\n',
      'Row 2: the date Oct 32, 2026, 6:00:00 PM is not a date. Nothing was imported.',
    ],
    [
      'an elapsed time that is not one',
      '1,"Oct 3, 2026, 6:00:00 PM",Run,Run,,ten,1,600.0\n',
      'Row 2: the elapsed time ten is not a number of seconds. Nothing was imported.',
    ],
    [
      'no activity id',
      ',"Oct 3, 2026, 6:00:00 PM",Run,Run,,600,1,600.0\n',
      'Row 2: the activity id (empty) is not a Strava activity id. Nothing was imported.',
    ],
  ])('refuses the whole file for %s', (_case, rows, message) => {
    expect(refusal(text(HEADER + rows))).toBe(message);
  });

  it('leaves out minutes an entry cannot hold (over 10 hours), keeping the session', () => {
    const file = read(text(`${HEADER}9,"Oct 3, 2026, 6:00:00 AM",Ultra,Run,,43200,80,43200.0\n`));
    expect(file.entries[0]?.content).toEqual({ answers: {}, notes: 'Ultra' });
  });
});

describe('Day One', () => {
  it('reads a bare journal: each entry on its day in its own time zone, escapes undone, tags last, photos counted', () => {
    const file = read(fixture('day-one-journal.json'), 'UTC');
    expect(file.source).toBe('Day One');
    expect(file.entries.map(({ type, day, content }) => ({ type, day, content }))).toEqual([
      // 22:30 UTC is 00:30 the next day in Madrid.
      {
        type: 'Note',
        day: '2026-10-04',
        content: { text: '# Preseason\n\nFirst week done. Tired! 3.5 hours on the bike.\n\nTags: preseason' },
      },
      // 07:00 UTC is 03:00 in New York.
      { type: 'Note', day: '2026-10-04', content: { text: 'Rest day.' } },
    ]);
    expect(file.photos).toBe(3);
    expect(file.empty).toBe(1);
    expect(file.entries[0]?.id).toBe(sourceEntryId('Day One', 'A1B2C3D4E5F60718293A4B5C6D7E8F90'));
  });

  it('reads a zip with two journals, never unpacking its photos', () => {
    const zip = zipSync({
      'Journal.json': fixture('day-one-journal.json'),
      'Travel.json': fixture('day-one-travel.json'),
      'photos/aa11.jpeg': new Uint8Array([0xff, 0xd8, 0xff, 0xe0]),
    });
    const file = read(zip, 'UTC');
    expect(file.entries.map((entry) => [entry.day, entry.content])).toEqual([
      ['2026-10-04', { text: '# Preseason\n\nFirst week done. Tired! 3.5 hours on the bike.\n\nTags: preseason' }],
      ['2026-10-04', { text: 'Rest day.' }],
      ['2026-10-06', { text: 'Flight to the tournament.\n\nTags: travel, tournament' }],
    ]);
    expect(file.photos).toBe(3);
  });

  it.each([
    [
      'a zip without a journal',
      zipSync({ 'photos/a.jpeg': strToU8('x') }),
      'The zip file holds no Day One journal (a .json file). Nothing was imported.',
    ],
    [
      'a zip whose JSON is not a journal',
      zipSync({ 'Journal.json': strToU8('{"a":1}') }),
      'Journal.json is not a Day One journal. Nothing was imported.',
    ],
    [
      'a damaged zip',
      zipSync({ 'Journal.json': fixture('day-one-journal.json') }).slice(0, 60),
      'The zip file is damaged: it cannot be opened. Nothing was imported.',
    ],
    [
      'an entry dated with no date',
      text(JSON.stringify({ metadata: {}, entries: [{ uuid: 'X', creationDate: 'soon', text: 'Hi' }] })),
      'Entry 1: the date soon is not a date. Nothing was imported.',
    ],
  ])('refuses %s', (_case, bytes, message) => {
    expect(refusal(bytes)).toBe(message);
  });

  it.each([
    ['Done\\. Tired\\!', 'Done. Tired!'],
    ['\\# not a heading, \\- not a list, \\(a\\) \\[b\\]', '# not a heading, - not a list, (a) [b]'],
    ['a \\\\ backslash', 'a \\ backslash'],
    ['C:\\Users stays', 'C:\\Users stays'],
  ])('unescapes %j', (escaped, plain) => {
    expect(unescapeDayOne(escaped)).toBe(plain);
  });
});

describe('recognition', () => {
  it.each([
    ['a Touchline export', text(JSON.stringify({ exportedAt: '2026-10-03T00:00:00Z', account: {}, entries: [] }))],
    ['another CSV', text('date,weight\n2026-10-03,70\n')],
    ['plain text', text('hello')],
    ['an empty file', new Uint8Array()],
  ])('leaves %s to the Touchline import (null)', (_case, bytes) => {
    expect(readOtherApp(bytes, 'UTC')).toBeNull();
  });
});

describe('htmlToText', () => {
  it.each([
    ['<p>One</p><p>Two</p>', 'One\nTwo'],
    ['a<br>b<br/>c', 'a\nb\nc'],
    ['<ul><li>gym</li><li>run</li></ul>', 'gym\nrun'],
    ['5 &lt; 6 &amp;&amp; caf&#233; &#x1F600;', '5 < 6 && café 😀'],
    ['no tags', 'no tags'],
  ])('%j -> %j', (html, plain) => {
    expect(htmlToText(html)).toBe(plain);
  });
});
