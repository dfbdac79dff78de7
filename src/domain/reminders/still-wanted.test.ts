import { describe, expect, it } from 'vitest';
import type { DayEntry } from './still-wanted';
import { reminderStillWanted } from './still-wanted';

const DAY = '2026-06-10';
const entry = (
  type: DayEntry['type'],
  content: unknown = {},
  id: string = type,
  createdAt = '2026-06-10T10:00:00Z',
  day = DAY,
) => ({
  id,
  type,
  day,
  content,
  createdAt,
});
const pregameOnly = (id: string, createdAt: string) => entry('Game', { pregame: {} }, id, createdAt);
const finishedGame = entry('Game', { pregame: {}, postgame: { rating: 7 } }, 'done');

describe('reminderStillWanted', () => {
  it.each([
    ['journal', [], { send: true, gameId: null }],
    ['journal', [entry('Wellness')], { send: true, gameId: null }], // the check-in is not the day's journal
    ['journal', [entry('Training')], { send: false, reason: 'already journaled' }],
    ['journal', [pregameOnly('g', '2026-06-10T09:00:00Z')], { send: false, reason: 'already journaled' }],
    ['journal', [entry('Training', {}, 't', '2026-06-09T10:00:00Z', '2026-06-09')], { send: true, gameId: null }],
    ['checkIn', [], { send: true, gameId: null }],
    ['checkIn', [entry('Training')], { send: true, gameId: null }],
    ['checkIn', [entry('Wellness')], { send: false, reason: 'check-in made' }],
    ['finishGame', [], { send: false, reason: 'no game to finish' }],
    ['finishGame', [finishedGame], { send: false, reason: 'no game to finish' }],
    ['finishGame', [finishedGame, pregameOnly('open', '2026-06-10T09:00:00Z')], { send: true, gameId: 'open' }],
    // Two games still open: the newest.
    [
      'finishGame',
      [pregameOnly('early', '2026-06-10T09:00:00Z'), pregameOnly('late', '2026-06-10T15:00:00Z')],
      { send: true, gameId: 'late' },
    ],
    ['finishGame', [entry('Game', { postgame: { rating: 5 } })], { send: false, reason: 'no game to finish' }],
  ] as const)('%s with %j -> %j', (kind, entries, expected) => {
    expect(reminderStillWanted(kind, DAY, entries)).toEqual(expected);
  });
});
