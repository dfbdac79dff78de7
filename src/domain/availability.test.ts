import { describe, expect, it } from 'vitest';
import {
  availabilityLine,
  currentAvailability,
  daysAvailable,
  healthCardFacts,
  healthRecordOf,
  painFlag,
  problemGroups,
  problemText,
  statusFlag,
  type HealthRecord,
} from './availability.js';

/** A Health record on `day`, written at `at` (hour of that day, UTC). */
function record(day: string, at: number, content: Partial<HealthRecord['content']>): HealthRecord {
  return {
    day,
    createdAt: `${day}T${String(at).padStart(2, '0')}:00:00.000Z`,
    content: { problem: 'injury', status: 'available', ...content },
  };
}

const hamstringModified = record('2026-11-24', 9, {
  area: 'hamstring',
  side: 'left',
  pain: 4,
  status: 'modified',
});

describe('currentAvailability', () => {
  it('is null with no Health entry (the athlete counts as Available)', () => {
    expect(currentAvailability([])).toBeNull();
  });

  it.each([
    // [entries (any order), status, since]: hand-worked.
    ['one Modified', [hamstringModified], 'modified', '2026-11-24'],
    [
      'Modified then Unavailable: one run since the first',
      [record('2026-11-26', 8, { status: 'unavailable' }), hamstringModified],
      'unavailable',
      '2026-11-24',
    ],
    [
      'a later Available clears it',
      [hamstringModified, record('2026-11-27', 8, { status: 'available' })],
      'available',
      null,
    ],
    [
      'Available between: the run starts after it',
      [
        record('2026-11-10', 8, { status: 'unavailable' }),
        record('2026-11-15', 8, { status: 'available' }),
        hamstringModified,
      ],
      'modified',
      '2026-11-24',
    ],
    [
      'same day: the later written wins',
      [record('2026-11-24', 18, { status: 'available' }), hamstringModified],
      'available',
      null,
    ],
    [
      'same day, Available written first: Modified since that day',
      [record('2026-11-24', 7, { status: 'available' }), hamstringModified],
      'modified',
      '2026-11-24',
    ],
    [
      'a later day beats a later time of writing',
      [record('2026-11-25', 6, { status: 'unavailable' }), record('2026-11-24', 23, { status: 'available' })],
      'unavailable',
      '2026-11-25',
    ],
  ] as const)('%s', (_name, records, status, since) => {
    const current = currentAvailability(records);
    expect(current?.status).toBe(status);
    expect(current?.since).toBe(since);
  });

  it('keeps the latest entry itself (Update starts from it)', () => {
    const later = record('2026-11-26', 8, { status: 'unavailable', area: 'knee' });
    expect(currentAvailability([hamstringModified, later])?.latest).toBe(later);
  });
});

describe('problemText', () => {
  it.each([
    [{ problem: 'injury', area: 'hamstring', side: 'left' }, 'hamstring (left)'],
    [{ problem: 'injury', area: 'head-neck' }, 'head or neck'],
    [{ problem: 'injury', area: 'knee', side: 'both' }, 'knee (both sides)'],
    [{ problem: 'injury', side: 'right' }, 'injury (right)'],
    [{ problem: 'injury', area: 'other' }, 'injury'],
    [{ problem: 'injury' }, 'injury'],
    [{ problem: 'illness' }, 'illness'],
  ] as const)('%j -> %s', (content, text) => {
    expect(problemText({ status: 'modified', ...content })).toBe(text);
  });
});

describe('availabilityLine', () => {
  it.each([
    [[hamstringModified], 'Modified · hamstring (left) · since November 24'],
    [
      [hamstringModified, record('2026-11-26', 8, { problem: 'illness', status: 'unavailable' })],
      'Unavailable · illness · since November 24',
    ],
    [[hamstringModified, record('2026-11-27', 8, { status: 'available' })], null],
    [[], null],
  ] as const)('%#: %s', (records, line) => {
    expect(availabilityLine(currentAvailability(records))).toBe(line);
  });
});

describe('daysAvailable', () => {
  it.each([
    // [entries, from, to, available, days]: counted by hand, day by day.
    ['no entry: every day counts', [], '2026-11-01', '2026-11-07', 7, 7],
    // Nov 1-3 available (no entry before), Nov 4-7 modified.
    ['Modified from the 4th', [record('2026-11-04', 9, { status: 'modified' })], '2026-11-01', '2026-11-07', 3, 7],
    // Nov 1-2 unavailable (the Oct 30 entry holds), Nov 3-7 available.
    [
      'an entry before the period holds until the next',
      [record('2026-10-30', 9, { status: 'unavailable' }), record('2026-11-03', 9, { status: 'available' })],
      '2026-11-01',
      '2026-11-07',
      5,
      7,
    ],
    // Nov 2: Modified written at 9, Available at 18: the day ends Available. Nov 5: Unavailable from then on.
    [
      'a day takes its last entry',
      [
        record('2026-11-02', 18, { status: 'available' }),
        record('2026-11-02', 9, { status: 'modified' }),
        record('2026-11-05', 9, { status: 'unavailable' }),
      ],
      '2026-11-01',
      '2026-11-07',
      4,
      7,
    ],
    // An entry after the period changes nothing in it.
    ['later entries do not count', [record('2026-11-09', 9, { status: 'modified' })], '2026-11-01', '2026-11-07', 7, 7],
    ['one day', [hamstringModified], '2026-11-24', '2026-11-24', 0, 1],
  ] as const)('%s', (_name, records, from, to, available, days) => {
    expect(daysAvailable(records, from, to)).toEqual({ available, days });
  });
});

describe('statusFlag and painFlag', () => {
  it.each([
    [{ problem: 'injury', status: 'available', pain: 4 }, null, null],
    [
      { problem: 'injury', area: 'hamstring', side: 'left', status: 'modified', pain: 4 },
      'Modified: hamstring (left)',
      null,
    ],
    [{ problem: 'illness', status: 'unavailable' }, 'Unavailable: illness', null],
    [{ problem: 'injury', area: 'ankle', status: 'available', pain: 5 }, null, 'Pain 5 of 10: ankle'],
    [
      { problem: 'injury', area: 'knee', side: 'right', status: 'unavailable', pain: 8 },
      'Unavailable: knee (right)',
      'Pain 8 of 10: knee (right)',
    ],
  ] as const)('%j -> %s, %s', (content, status, pain) => {
    expect(statusFlag(content)).toBe(status);
    expect(painFlag(content)).toBe(pain);
  });
});

describe('healthRecordOf', () => {
  const entry = (type: string, content: unknown) => ({
    type,
    day: '2026-11-24',
    createdAt: '2026-11-24T09:00:00Z',
    content,
  });

  it('reads a Health entry, leaving out what is not one of its values', () => {
    expect(
      healthRecordOf(
        entry('Health', { problem: 'injury', area: 'knee', side: 'x', pain: 11, status: 'modified', notes: 'n' }),
      ),
    ).toEqual({
      day: '2026-11-24',
      createdAt: '2026-11-24T09:00:00Z',
      content: { problem: 'injury', area: 'knee', status: 'modified' },
    });
  });

  it.each([
    ['another kind', entry('Wellness', { problem: 'injury', status: 'modified' })],
    ['no status', entry('Health', { problem: 'injury' })],
    ['an unknown status', entry('Health', { problem: 'injury', status: 'hurt' })],
    ['no problem', entry('Health', { status: 'modified' })],
    ['content not an object', entry('Health', 'modified')],
  ])('is null for %s', (_case, value) => {
    expect(healthRecordOf(value)).toBeNull();
  });
});

describe('healthCardFacts', () => {
  it.each([
    [
      { problem: 'injury', area: 'hamstring', side: 'left', pain: 4, status: 'modified' },
      { status: 'Modified', detail: 'hamstring (left) · pain 4/10' },
    ],
    [
      { problem: 'illness', status: 'unavailable' },
      { status: 'Unavailable', detail: 'illness' },
    ],
    [{ problem: 'illness', status: 'gone' }, null],
  ])('%j -> %j', (content, facts) => {
    expect(healthCardFacts({ type: 'Health', content })).toEqual(facts);
  });

  it('is null for another kind', () => {
    expect(healthCardFacts({ type: 'Food', content: { problem: 'injury', status: 'modified' } })).toBeNull();
  });
});

describe('problemGroups', () => {
  const health = (id: string, content: unknown) => ({ id, type: 'Health', content });

  it('groups by problem, area and side, the latest problem first, entries in their order', () => {
    const entries = [
      health('a', { problem: 'injury', area: 'hamstring', side: 'left', status: 'available' }),
      health('b', { problem: 'illness', status: 'unavailable' }),
      health('c', { problem: 'injury', area: 'hamstring', side: 'left', status: 'modified' }),
      health('d', { problem: 'injury', area: 'hamstring', side: 'right', status: 'modified' }),
      health('e', 'unreadable'),
    ];
    expect(problemGroups(entries).map((group) => [group.title, group.entries.map((entry) => entry.id)])).toEqual([
      ['Hamstring (left)', ['a', 'c']],
      ['Illness', ['b']],
      ['Hamstring (right)', ['d']],
      ['Other', ['e']],
    ]);
  });

  it('is empty for no entries', () => {
    expect(problemGroups([])).toEqual([]);
  });
});
