import { describe, expect, it } from 'vitest';
import type { EntryType } from './entry-types.js';
import {
  cardRating,
  compareNewestFirst,
  completedActivities,
  controlFactorsPreview,
  type EntryRef,
  entryTimeText,
  entryTitle,
  gameName,
  gamePlanAnswer,
  inProgressGames,
  inSessionOrder,
  isGameInProgress,
  clockFromTimePicker,
  clockMinutes,
  timePickerValue,
} from './today.js';

const TODAY = '2026-03-05';

/** An entry on `day` created at `createdAt` (HH:mm UTC of that day). */
function entry(id: string, type: EntryType, createdAt = '09:00', day = TODAY, content: unknown = {}): EntryRef {
  const created = `${day}T${createdAt}:00.000Z`;
  return { id, type, day, timestamp: `${day}T12:00:00.000Z`, content, createdAt: created, updatedAt: created };
}

const ids = (entries: EntryRef[]) => entries.map((e) => e.id);

describe('entryTitle', () => {
  it.each([
    ['Game', { opposingTeam: 'Rovers' }, 'Game vs Rovers'],
    ['Game', { opposingTeam: '  City FC ' }, 'Game vs City FC'],
    ['Game', { opposingTeam: '   ' }, 'Game'],
    ['Game', { opposingTeam: 7 }, 'Game'],
    ['Game', {}, 'Game'],
    ['Game', null, 'Game'],
    ['Training', { opposingTeam: 'Rovers' }, 'Training'],
    ['Food', { mealType: 'Lunch' }, 'Food'],
    ['Note', { title: ' Preseason ', text: 'Day one' }, 'Preseason'],
    ['Note', { text: 'Day one' }, 'Note'],
    ['Training', { title: 'Preseason' }, 'Training'],
  ] as const)('%s %j -> %s', (type, content, expected) => {
    expect(entryTitle({ type, content })).toBe(expected);
  });
});

describe('isGameInProgress', () => {
  it.each([
    ['Game', { pregame: { controlFactors: 'Effort' } }, true],
    ['Game', { pregame: {}, postgame: null }, true],
    ['Game', { pregame: {}, postgame: { rating: 7 } }, false],
    ['Game', { postgame: { rating: 7 } }, false],
    ['Game', {}, false],
    ['Game', { pregame: 'text' }, false],
    ['Game', null, false],
    ['Training', { pregame: {} }, false],
  ] as const)('%s %j -> %s', (type, content, expected) => {
    expect(isGameInProgress({ type, content })).toBe(expected);
  });
});

describe('compareNewestFirst', () => {
  it.each([
    ['later day first', entry('a', 'Lift', '09:00', '2026-03-06'), entry('b', 'Lift', '10:00', '2026-03-05'), -1],
    ['same day: later creation first', entry('a', 'Lift', '11:00'), entry('b', 'Lift', '10:00'), -1],
    ['same day: earlier creation after', entry('a', 'Lift', '08:00'), entry('b', 'Lift', '10:00'), 1],
    [
      'same creation: later update first',
      { ...entry('a', 'Lift'), updatedAt: `${TODAY}T20:00:00.000Z` },
      entry('b', 'Lift'),
      -1,
    ],
    ['all equal: id decides', entry('a', 'Lift'), entry('b', 'Lift'), 1],
    ['same entry', entry('a', 'Lift'), entry('a', 'Lift'), 0],
    ['unparsable creation sorts last', { ...entry('a', 'Lift'), createdAt: 'bad' }, entry('b', 'Lift'), 1],
  ])('%s', (_name, a, b, sign) => {
    expect(Math.sign(compareNewestFirst(a, b))).toBe(sign);
  });
});

describe('inProgressGames and completedActivities', () => {
  const pregameOnly = { opposingTeam: 'Rovers', pregame: { controlFactors: 'Effort' } };
  const finished = { ...pregameOnly, postgame: { rating: 7, externalFactors: [] } };
  const entries = [
    entry('old-finished', 'Game', '08:00', TODAY, finished),
    entry('waiting', 'Game', '12:00', TODAY, pregameOnly),
    entry('waiting-yesterday', 'Game', '12:00', '2026-03-04', pregameOnly),
    entry('training', 'Training', '09:00'),
  ];

  it('lists only games of today waiting for their postgame', () => {
    expect(ids(inProgressGames(entries, TODAY))).toEqual(['waiting']);
  });

  it('lists newest in-progress game first', () => {
    const two = [
      entry('early', 'Game', '08:00', TODAY, pregameOnly),
      entry('late', 'Game', '16:00', TODAY, pregameOnly),
    ];
    expect(ids(inProgressGames(two, TODAY))).toEqual(['late', 'early']);
  });

  it('leaves in-progress games and other days out of the completed activities', () => {
    const completed = ids(completedActivities(entries, TODAY));
    expect(completed.sort()).toEqual(['old-finished', 'training']);
  });

  it('lists every completed entry of today, three of one type too, in session order', () => {
    const day = [
      written('training-evening', 'Training', '20:10'),
      written('training-morning', 'Training', '07:30'),
      written('training-noon', 'Training', '12:15'),
      written('lift-typed-6am', 'Lift', '21:00', { timeOfDay: '6 AM' }),
      written('yesterday', 'Training', '09:00', {}, '2026-03-04'),
      written('check-in', 'Wellness', '06:00', { fatigue: 4, sleep: 4, soreness: 4, stress: 4, mood: 3 }),
    ];
    expect(ids(completedActivities(day, TODAY))).toEqual([
      'lift-typed-6am',
      'training-morning',
      'training-noon',
      'training-evening',
    ]);
  });
});

/** An entry of `day` written at `time` local time on `writtenOn` (its own day unless given). */
function written(
  id: string,
  type: EntryType,
  time: string,
  content: unknown = {},
  day = TODAY,
  writtenOn = day,
): EntryRef {
  const [year, month, date] = writtenOn.split('-').map(Number) as [number, number, number];
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  const created = new Date(year, month - 1, date, hours, minutes).toISOString();
  return { id, type, day, timestamp: `${day}T12:00:00.000Z`, content, createdAt: created, updatedAt: created };
}

describe('clockMinutes', () => {
  it.each([
    ['3:30 PM', 15 * 60 + 30],
    ['3:30pm', 15 * 60 + 30],
    ['3.30 p.m.', 15 * 60 + 30],
    ['7 AM', 7 * 60],
    ['7am', 7 * 60],
    ['12 AM', 0],
    ['12:05 PM', 12 * 60 + 5],
    ['12 pm', 12 * 60],
    ['15:30', 15 * 60 + 30],
    ['0:45', 45],
    ['9', 9 * 60],
    ['  Morning ', 8 * 60],
    ['afternoon', 15 * 60],
    ['Evening', 19 * 60],
    ['13 PM', null],
    ['0 AM', null],
    ['24:00', null],
    ['7:60', null],
    ['after dinner', null],
    ['3m', null],
    ['', null],
  ])('%j -> %j', (text, expected) => {
    expect(clockMinutes(text)).toBe(expected);
  });
});

describe('the time picker beside the typed time of day', () => {
  it.each([
    ['3:30 PM', '15:30'],
    ['7 am', '07:00'],
    ['12:05 AM', '00:05'],
    ['Noon', '12:00'],
    ['after dinner', ''],
    ['', ''],
  ])('typed %j shows as %j', (text, value) => {
    expect(timePickerValue(text)).toBe(value);
  });

  it.each([
    ['15:30', '3:30 PM'],
    ['00:05', '12:05 AM'],
    ['12:00', '12:00 PM'],
    ['09:07', '9:07 AM'],
    ['', ''],
    ['24:00', ''],
    ['9:07', ''],
  ])('picked %j is written %j', (value, text) => {
    expect(clockFromTimePicker(value)).toBe(text);
  });
});

describe('inSessionOrder', () => {
  it('orders by typed time of day, else the time written that day; an entry written later for the day comes last', () => {
    const entries = [
      written('written-later-no-time', 'Rehab', '08:00', {}, TODAY, '2026-03-07'),
      written('written-later-typed', 'Lift', '08:00', { timeOfDay: '5 PM' }, TODAY, '2026-03-07'),
      written('typed-morning', 'Training', '22:00', { timeOfDay: 'Morning' }),
      written('written-10', 'Food', '10:00', { timeOfDay: 'whenever' }),
      written('written-18', 'Imagery', '18:00'),
    ];
    expect(ids(inSessionOrder(entries))).toEqual([
      'typed-morning',
      'written-10',
      'written-later-typed',
      'written-18',
      'written-later-no-time',
    ]);
  });

  it('breaks a tie by creation, then id, and leaves its input as it was', () => {
    const entries = [
      written('b', 'Lift', '09:00', { timeOfDay: '7 AM' }),
      written('c', 'Lift', '08:00', { timeOfDay: '7 AM' }),
      written('a', 'Lift', '09:00', { timeOfDay: '7 AM' }),
    ];
    expect(ids(inSessionOrder(entries))).toEqual(['c', 'a', 'b']);
    expect(ids(entries)).toEqual(['b', 'c', 'a']);
  });
});

describe('controlFactorsPreview', () => {
  const fifty = 'a'.repeat(50);
  it.each([
    ['Effort and attitude', 'Effort and attitude'],
    [fifty, fifty],
    [`${fifty}b`, `${fifty}...`],
    ['  padded  ', 'padded'],
    [`${'a'.repeat(49)} and more`, `${'a'.repeat(49)}...`],
    ['😀'.repeat(51), `${'😀'.repeat(50)}...`],
    ['', ''],
    ['   ', ''],
    [undefined, ''],
  ])('%j -> %j', (text, expected) => {
    expect(controlFactorsPreview(text)).toBe(expected);
  });
});

describe('cardRating', () => {
  it.each([
    [{ rating: 7 }, 7],
    [{ rating: 10, postgame: { rating: 2 } }, 10],
    [{ rating: null, postgame: { rating: 8 } }, 8],
    [{ postgame: { rating: 8 } }, 8],
    [{ pregame: {} }, null],
    [{ rating: '7' }, null],
    [{ rating: Number.NaN }, null],
    [{ mealType: 'Lunch' }, null],
    [null, null],
  ])('%j -> %j', (content, expected) => {
    expect(cardRating({ content })).toBe(expected);
  });
});

describe('entryTimeText', () => {
  const createdAt = new Date(2026, 2, 5, 15, 5).toISOString(); // 3:05 PM local time on March 5
  it.each([
    ['the typed time of day', { timeOfDay: '7 AM' }, TODAY, '7 AM'],
    ['the typed time, trimmed', { timeOfDay: '  7 AM ' }, TODAY, '7 AM'],
    ['the creation clock time when none was typed', {}, TODAY, '3:05 PM'],
    ['the creation clock time when the typed one is blank', { timeOfDay: '   ' }, TODAY, '3:05 PM'],
    ['the creation clock time when content is not an object', null, TODAY, '3:05 PM'],
    ['the typed time of an entry written later for a past day', { timeOfDay: '6 PM' }, '2026-03-01', '6 PM'],
    ['no time for an entry written later for a past day', {}, '2026-03-01', ''],
  ])('shows %s', (_case, content, day, expected) => {
    expect(entryTimeText({ content, day, createdAt })).toBe(expected);
  });
});

describe('gameName', () => {
  const createdAt = new Date(2026, 2, 5, 15, 5).toISOString(); // 3:05 PM local time
  it.each([
    ['by its opponent', { opposingTeam: 'Riverside', timeOfDay: '7 PM' }, 'game vs Riverside'],
    ['by its opponent, trimmed', { opposingTeam: '  City FC ' }, 'game vs City FC'],
    ['by the typed time when there is no opponent', { opposingTeam: '  ', timeOfDay: ' 7 PM ' }, 'game (7 PM)'],
    ['by the creation clock time when nothing was typed', {}, 'game (3:05 PM)'],
    ['by the creation clock time when content is not an object', null, 'game (3:05 PM)'],
  ])('names a game %s', (_case, content, expected) => {
    expect(gameName({ content, day: TODAY, createdAt })).toBe(expected);
  });

  it('says just "game" when it has neither opponent nor a readable time', () => {
    expect(gameName({ content: {}, day: TODAY, createdAt: 'not a time' })).toBe('game');
  });
});

describe('gamePlanAnswer', () => {
  it.each([
    ['Game', { postgame: { rating: 6, planAdherence: 'Partly' } }, 'Partly'],
    ['Game', { postgame: { rating: 6, planAdherence: 'Yes' } }, 'Yes'],
    ['Game', { postgame: { rating: 6, planAdherence: 'No' } }, 'No'],
    ['Game', { postgame: { rating: 6 } }, null],
    ['Game', { postgame: { rating: 6, planAdherence: 'Maybe' } }, null],
    ['Game', { planAdherence: 'Yes' }, null],
    ['Training', { postgame: { planAdherence: 'Yes' } }, null],
  ] as const)('%s %j -> %s', (type, content, expected) => {
    expect(gamePlanAnswer({ type, content })).toBe(expected);
  });
});
