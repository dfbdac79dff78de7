import { describe, expect, it } from 'vitest';
import type { EntryType } from './entry-types.js';
import {
  collapsedRatingText,
  compareNewestFirst,
  completedActivities,
  controlFactorsPreview,
  type EntryRef,
  entryTimeText,
  entryTitle,
  gameName,
  inProgressGames,
  isGameInProgress,
  latestPerType,
  sortForDay,
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

describe('latestPerType', () => {
  it('keeps the newest entry of each type of today, in ENTRY_TYPES order', () => {
    const entries = [
      entry('food1', 'Food', '08:00'),
      entry('train-old', 'Training', '07:00'),
      entry('train-new', 'Training', '18:00'),
      entry('game', 'Game', '15:00'),
      entry('food2', 'Food', '13:00'),
      entry('lift-yesterday', 'Lift', '23:00', '2026-03-04'),
      entry('imagery-tomorrow', 'Imagery', '01:00', '2026-03-06'),
      entry('rehab', 'Rehab', '10:00'),
    ];
    expect(ids(latestPerType(entries, TODAY))).toEqual(['game', 'train-new', 'rehab', 'food2']);
  });

  it.each([
    [[], []],
    [[entry('x', 'Lift', '10:00', '2026-03-04')], []],
  ])('is empty without entries of today (%j)', (entries, expected) => {
    expect(ids(latestPerType(entries, TODAY))).toEqual(expected);
  });

  it('does not reorder the input', () => {
    const entries = [entry('a', 'Lift', '08:00'), entry('b', 'Lift', '10:00')];
    latestPerType(entries, TODAY);
    expect(ids(entries)).toEqual(['a', 'b']);
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

  it('leaves in-progress games out of the completed activities', () => {
    expect(ids(completedActivities(entries, TODAY))).toEqual(['old-finished', 'training']);
    expect(ids(latestPerType(entries, TODAY))).toEqual(['waiting', 'training']);
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

describe('collapsedRatingText', () => {
  it.each([
    [{ rating: 7 }, '7/10'],
    [{ rating: 10, postgame: { rating: 2 } }, '10/10'],
    [{ rating: null, postgame: { rating: 8 } }, '8/10'],
    [{ postgame: { rating: 8 } }, '8/10'],
    [{ pregame: {} }, null],
    [{ rating: '7' }, null],
    [{ rating: Number.NaN }, null],
    [{ mealType: 'Lunch' }, null],
    [null, null],
  ])('%j -> %j', (content, expected) => {
    expect(collapsedRatingText({ content })).toBe(expected);
  });
});

describe('sortForDay', () => {
  it('sorts by type name, then newest first', () => {
    const entries = [
      entry('training-early', 'Training', '07:00'),
      entry('game', 'Game', '15:00'),
      entry('food-lunch', 'Food', '13:00'),
      entry('training-late', 'Training', '19:00'),
      entry('food-breakfast', 'Food', '08:00'),
      entry('imagery', 'Imagery', '21:00'),
      entry('lift', 'Lift', '06:00'),
      entry('rehab', 'Rehab', '10:00'),
    ];
    expect(ids(sortForDay(entries))).toEqual([
      'food-lunch',
      'food-breakfast',
      'game',
      'imagery',
      'lift',
      'rehab',
      'training-late',
      'training-early',
    ]);
    expect(ids(entries)[0]).toBe('training-early');
  });

  it('is empty for no entries', () => {
    expect(sortForDay([])).toEqual([]);
  });
});

describe('entryTimeText', () => {
  const createdAt = new Date(2026, 2, 5, 15, 5).toISOString(); // 3:05 PM local time
  it.each([
    ['the typed time of day', { timeOfDay: '7 AM' }, '7 AM'],
    ['the typed time, trimmed', { timeOfDay: '  7 AM ' }, '7 AM'],
    ['the creation clock time when none was typed', {}, '3:05 PM'],
    ['the creation clock time when the typed one is blank', { timeOfDay: '   ' }, '3:05 PM'],
    ['the creation clock time when content is not an object', null, '3:05 PM'],
  ])('shows %s', (_case, content, expected) => {
    expect(entryTimeText({ content, createdAt })).toBe(expected);
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
    expect(gameName({ content, createdAt })).toBe(expected);
  });

  it('says just "game" when it has neither opponent nor a readable time', () => {
    expect(gameName({ content: {}, createdAt: 'not a time' })).toBe('game');
  });
});
