import { describe, expect, it } from 'vitest';
import { parseSearchQuery } from './query.js';
import { searchEntries, type SearchableEntry } from './search-entries.js';

const entry = (
  id: string,
  day: string,
  type: SearchableEntry['type'],
  content: unknown,
  createdAt = `${day}T08:00:00.000Z`,
) => ({
  id,
  day,
  type,
  createdAt,
  content,
});

const ENTRIES: SearchableEntry[] = [
  entry('a', '2026-03-01', 'Training', { answers: { t1: 'Hamstring felt tight' } }),
  entry('b', '2026-03-05', 'Wellness', {
    fatigue: 3,
    sleep: 3,
    soreness: 2,
    stress: 3,
    mood: 3,
    notes: 'Hamstring sore',
  }),
  entry(
    'c',
    '2026-03-05',
    'Game',
    {
      opposingTeam: 'Riverside',
      pregame: { controlFactors: 'My effort' },
      scoreFor: 2,
      scoreAgainst: 1,
      minutesPlayed: 63,
    },
    '2026-03-05T09:00:00.000Z',
  ),
  entry(
    'd',
    '2026-03-05',
    'Food',
    { mealType: 'Dinner', timeOfDay: '19:00', foodItems: 'Pasta', feelingNotes: 'Calm' },
    '2026-03-05T09:00:00.000Z',
  ),
  entry('e', '2026-02-20', 'Lift', {
    answers: { l2: 'Legs heavy' },
    questionTexts: { l2: 'How does my body feel after the lift?' },
  }),
];

const ids = (query: string, filters = {}) => searchEntries(ENTRIES, parseSearchQuery(query), filters).map((r) => r.id);

describe('searchEntries', () => {
  it('finds every entry matching all terms, newest first: by day, then creation, then id', () => {
    expect(ids('hamstring')).toEqual(['b', 'a']);
    expect(ids('h')).toEqual(['b', 'a', 'e']); // "Hamstring", "How focused ...", "heavy": word starts
    expect(ids('e')).toEqual(['c']); // "effort"; never "felt", "Legs" or "heavy"
    expect(ids('a')).toEqual(['c', 'e']); // "What are ..." and "after" in questions; never "Pasta"
  });

  it('filters by type and by days, inclusive', () => {
    expect(ids('hamstring', { type: 'Training' })).toEqual(['a']);
    expect(ids('hamstring', { from: '2026-03-02' })).toEqual(['b']);
    expect(ids('hamstring', { to: '2026-03-01' })).toEqual(['a']);
    expect(ids('hamstring', { from: '2026-03-01', to: '2026-03-05' })).toEqual(['b', 'a']);
    expect(ids('hamstring', { from: '2026-03-06' })).toEqual([]);
  });

  it('searches the opponent, food, question texts, and orders entries of one day and time by id', () => {
    expect(ids('riverside')).toEqual(['c']);
    expect(ids('pasta calm')).toEqual(['d']);
    expect(ids('body heavy')).toEqual(['e']);
    expect(ids('my')).toEqual(['c', 'e']);
    expect(ids('ca')).toEqual(['d', 'c']); // "Calm", and "can" in a question: same day and time, by id
    expect(ids('pasta', { type: 'Food', from: '2026-03-05', to: '2026-03-05' })).toEqual(['d']);
    expect(ids('effort pasta')).toEqual([]);
  });

  it("returns each result with its day, type, snippet and a game's match record", () => {
    expect(searchEntries(ENTRIES, parseSearchQuery('riverside'))).toEqual([
      {
        id: 'c',
        type: 'Game',
        day: '2026-03-05',
        createdAt: '2026-03-05T09:00:00.000Z',
        snippet: { label: 'Opponent', labelMarks: [], text: 'Riverside', marks: [[0, 9]] },
        matchLine: 'Won 2-1 · 63 min',
      },
    ]);
    expect(searchEntries(ENTRIES, parseSearchQuery('pasta'))[0]?.matchLine).toBeNull();
  });

  it.each(['', '"', '%', '_', '*', '-', 'AND', 'NEAR(', '[', ')', "' OR 1=1 --", '\\', '💪', '膝', 'ab'.repeat(100)])(
    'finds nothing, and never fails, for %j',
    (query) => {
      expect(ids(query)).toEqual([]);
    },
  );
});
