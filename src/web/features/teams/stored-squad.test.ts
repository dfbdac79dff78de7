import { describe, expect, it } from 'vitest';
import { squadRestoreRules } from './stored-squad';

// The squad kept for offline reading is checked when read back: anyone (or any bug) may have changed it.

const SQUAD = {
  team: { id: 't1', name: 'Riverside' },
  today: '2026-11-27',
  checkedIn: 1,
  checkInRequest: { byTime: '10:00' },
  athletes: [
    {
      memberId: 'm1',
      name: 'Ana',
      checkIn: { score: 17, items: [{ key: 'sleep', value: 1, word: 'Insomnia' }] },
      hoursSlept: 6.5,
      load: { week: 420, average: 311, words: '420 · 35% above their 4-week average' },
      latestRating: 7,
      lastEntryDay: '2026-11-27',
      flags: [{ rule: 'worst-word', words: 'Sleep quality: Insomnia' }],
      checkedInBy: true,
      availability: {
        status: 'modified',
        problem: 'injury',
        area: 'hamstring',
        side: null,
        pain: 4,
        since: '2026-11-24',
        words: 'Modified · hamstring · since November 24',
      },
    },
    {
      memberId: 'm2',
      name: 'Ben',
      checkIn: null,
      hoursSlept: null,
      load: { week: 0, average: null, words: '0 · Not enough weeks yet' },
      latestRating: null,
      lastEntryDay: null,
      flags: [],
      checkedInBy: false,
      availability: null,
    },
  ],
};

const kept = (data: unknown) => squadRestoreRules.queryData(['team-squad', 't1'], data);
const withAthlete = (change: Record<string, unknown>) => ({
  ...SQUAD,
  athletes: [{ ...SQUAD.athletes[0], ...change }],
});

describe('the squad read back from the browser', () => {
  it('is kept whole', () => {
    expect(kept(SQUAD)).toBe(true);
    expect(kept({ ...SQUAD, athletes: [] })).toBe(true);
    expect(kept({ ...SQUAD, checkInRequest: null, athletes: [{ ...SQUAD.athletes[0], checkedInBy: null }] })).toBe(
      true,
    );
  });

  it.each([
    ['not a squad', null],
    ['a list', [SQUAD]],
    ['no team', { ...SQUAD, team: undefined }],
    ['a day that is none', { ...SQUAD, today: '2026-13-40' }],
    ['a count as text', { ...SQUAD, checkedIn: '1' }],
    ['athletes not a list', { ...SQUAD, athletes: {} }],
    ['an athlete without availability (kept before it existed)', withAthlete({ availability: undefined })],
    ['availability without its words', withAthlete({ availability: { status: 'modified' } })],
    ['a name missing', withAthlete({ name: undefined })],
    ['a check-in without items', withAthlete({ checkIn: { score: 17 } })],
    ['an item without its word', withAthlete({ checkIn: { score: 17, items: [{ key: 'sleep', value: 1 }] } })],
    ['load without words', withAthlete({ load: { week: 1 } })],
    ['a rating as text', withAthlete({ latestRating: '7' })],
    ['a flag as text', withAthlete({ flags: ['Sleep quality: Insomnia'] })],
    ['kept before check-in requests', { ...SQUAD, checkInRequest: undefined }],
    ['a request without its time', { ...SQUAD, checkInRequest: {} }],
    ['on time as text', withAthlete({ checkedInBy: 'yes' })],
  ])('is dropped with %s', (_case, data) => {
    expect(kept(data)).toBe(false);
  });

  it('never keeps a change: the team changes need a connection', () => {
    expect(squadRestoreRules.changeVariables(['team-squad'], {})).toBe(false);
  });
});
