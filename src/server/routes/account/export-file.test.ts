import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { readExport } from './export-file.js';

const NOW = '2026-11-27T05:00:00.000Z';

/** A file of one Training entry written at `createdAt`, as the import reads it. */
function readWrittenAt(createdAt: unknown) {
  const file = {
    exportedAt: NOW,
    account: {},
    entries: [{ id: randomUUID(), type: 'Training', day: '2026-03-02', content: { rating: 7 }, createdAt }],
  };
  const read = readExport(new TextEncoder().encode(JSON.stringify(file)), NOW);
  if (typeof read === 'string') throw new Error(read);
  return read.entries[0]!.createdAt;
}

describe('readExport: when an entry was written', () => {
  it.each([
    ['a time the file gives', '2026-03-02T18:30:00.000Z', '2026-03-02T18:30:00.000Z'],
    ['a time with an offset, in UTC', '2026-03-02T19:30:00+01:00', '2026-03-02T18:30:00.000Z'],
    ['a time less than a day ahead (a clock a little fast)', '2026-11-28T04:00:00.000Z', '2026-11-28T04:00:00.000Z'],
    ['no time', undefined, NOW],
    ['not a time', 'yesterday', NOW],
    // Six-digit years sort as text before every real time and show as nonsense on the card.
    ['a six-digit year', '+275760-09-13T00:00:00.000Z', NOW],
    ['a time more than a day ahead', '2026-11-29T05:00:00.000Z', NOW],
    ['a time before 1970', '1969-12-31T23:59:59.000Z', NOW],
  ])('%s: %s gives %s', (_, given, expected) => {
    expect(readWrittenAt(given)).toBe(expected);
  });
});
