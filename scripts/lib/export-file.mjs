// A Touchline export of many small entries, as GET /api/account/export writes one: the import's heaviest file for
// its size (the most entries to check and write per megabyte). Shared by the API tests and the fault checks.
import { randomUUID } from 'node:crypto';

const DAY_MS = 86_400_000;
const FIRST_DAY = Date.parse('2016-01-01T00:00:00Z');

/**
 * The i-th entry: a check-in, a short training or a meal, three a day from 2016 on.
 *
 * @param {number} index
 */
function entryAt(index) {
  const day = new Date(FIRST_DAY + Math.floor(index / 3) * DAY_MS).toISOString().slice(0, 10);
  const createdAt = `${day}T${String(7 + (index % 3) * 5).padStart(2, '0')}:00:00.000Z`;
  const kind = index % 3;
  const [type, content] =
    kind === 0
      ? ['Wellness', { fatigue: 3, sleep: 4, soreness: 2, stress: 3, mood: 4 }]
      : kind === 1
        ? ['Training', { answers: { t1: 'Sharp' }, rating: 1 + (index % 10), effort: 5, minutes: 40 }]
        : ['Food', { mealType: 'Lunch', timeOfDay: '12:30', foodItems: 'rice, eggs' }];
  return { id: randomUUID(), type, day, content, createdAt, updatedAt: createdAt };
}

/**
 * An export of `entries` entries (fresh ids each call), as its JSON text.
 *
 * @param {number} entries
 * @returns {string}
 */
export function exportText(entries) {
  const file = {
    exportedAt: new Date().toISOString(),
    account: { email: 'generated@example.com', createdAt: new Date(FIRST_DAY).toISOString() },
    entries: Array.from({ length: entries }, (_, index) => entryAt(index)),
    questionSets: {},
  };
  return JSON.stringify(file);
}

/**
 * An export as large as fits in `bytes` (within a few hundred bytes), with how many entries it holds.
 *
 * @param {number} bytes
 * @returns {{ text: string, entries: number }}
 */
export function exportOfSize(bytes) {
  const perEntry = exportText(300).length / 300;
  let entries = Math.floor(bytes / perEntry);
  let text = exportText(entries);
  while (Buffer.byteLength(text) > bytes) {
    entries -= Math.ceil((Buffer.byteLength(text) - bytes) / perEntry) + 1;
    text = exportText(entries);
  }
  return { text, entries };
}
