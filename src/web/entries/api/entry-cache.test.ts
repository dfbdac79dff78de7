import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { JournalEntry } from '../../../domain/entry-content';
import { cachedEntries, findCachedEntry, hideEntry, showEntry } from './entry-cache';

const DAY = '2026-03-05';

const entry = (id: string, version = 1): JournalEntry => ({
  id,
  type: 'Wellness',
  day: DAY,
  timestamp: `${DAY}T12:00:00.000Z`,
  content: { fatigue: 3, sleep: 4, soreness: 3, stress: 2, mood: 4 },
  version,
  createdAt: `${DAY}T07:00:00.000Z`,
  updatedAt: `${DAY}T07:00:00.000Z`,
});

function clientWith(views: [readonly unknown[], unknown][]): QueryClient {
  const client = new QueryClient();
  for (const [key, data] of views) client.setQueryData(key, data);
  return client;
}

describe('the entries the cached views hold (what search reads offline, what an edit starts from)', () => {
  it('are read from a day, a history page and an entry kept by id, each once in its newest version', () => {
    const client = clientWith([
      [
        ['entries', 'day', DAY],
        [entry('a', 2), entry('b')],
      ],
      [
        ['entries', 'history', 'all'],
        { pages: [{ entries: [entry('a'), entry('c')], nextCursor: null }], pageParams: [] },
      ],
      [['entries', 'entry', 'd'], entry('d')],
      [['entries', 'entry', 'gone'], null],
    ]);
    expect(
      cachedEntries(client)
        .map(({ id, version }) => `${id}@${version}`)
        .sort(),
    ).toEqual(['a@2', 'b@1', 'c@1', 'd@1']);
    expect(findCachedEntry(client, 'c')).toEqual(entry('c'));
    expect(findCachedEntry(client, 'gone')).toBeUndefined();
  });

  it('leave out what is not an entry, whatever view under the entries key holds it', () => {
    const client = clientWith([
      [['entries', 'day', DAY], [entry('a')]],
      // A view derived from the entries (kept under their key to refresh with them) is no list of entries.
      [['entries', 'insights', 'week'], [{ id: 'trend', label: 'Mood' }]],
      [['entries', 'insights', 'month'], { id: 'month', pages: [] }],
      [['entries', 'month', '2026-03'], { month: '2026-03', start: DAY, end: DAY, days: [] }],
    ]);
    expect(cachedEntries(client).map((cached) => cached.id)).toEqual(['a']);
    expect(findCachedEntry(client, 'trend')).toBeUndefined();
    expect(findCachedEntry(client, 'month')).toBeUndefined();
  });
});

describe("a month's cached summary, recounted in the browser as the server counts it", () => {
  const MONTH = ['entries', 'month', '2026-03'] as const;
  const training = (id: string, day: string, rating: number): JournalEntry => ({
    ...entry(id),
    type: 'Training',
    day,
    content: { answers: {}, rating },
  });
  const checkIn = (id: string, day: string): JournalEntry => ({ ...entry(id), day });

  it('counts a check-in as an entry without a rating: alone on its day, the day is "entries without a rating"', () => {
    const client = clientWith([[MONTH, { month: '2026-03', start: '2026-03-01', end: '2026-04-04', days: [] }]]);
    showEntry(client, training('t', '2026-03-05', 8));
    showEntry(client, checkIn('w1', '2026-03-05'));
    showEntry(client, checkIn('w2', '2026-03-06'));
    const days = () => client.getQueryData<{ days: unknown[] }>(MONTH)?.days;
    expect(days()).toEqual([
      { day: '2026-03-05', entryCount: 2, averageRating: 8 },
      { day: '2026-03-06', entryCount: 1, averageRating: null },
    ]);

    hideEntry(client, checkIn('w2', '2026-03-06'));
    expect(days()).toEqual([{ day: '2026-03-05', entryCount: 2, averageRating: 8 }]);
  });
});
