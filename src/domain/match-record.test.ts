import { describe, expect, it } from 'vitest';
import { sessionLoad } from './load.js';
import {
  lastMeetingLine,
  matchContent,
  matchDraftOf,
  matchLine,
  matchProblems,
  matchRecord,
  matchResult,
  MINUTES_PLAYED_MESSAGE,
  MISSING_SCORE_MESSAGE,
  NO_MATCH,
  SCORE_MESSAGE,
  seasonLine,
  seasonRecord,
  seasonStart,
  type GameRef,
} from './match-record.js';

const game = (content: Record<string, unknown>) => ({ type: 'Game', content });

describe('matchResult', () => {
  it.each([
    [2, 1, 'Won'],
    [0, 1, 'Lost'],
    [0, 0, 'Drew'],
    [3, 3, 'Drew'],
    [99, 0, 'Won'],
  ] as const)('%i-%i is %s', (ours, theirs, result) => {
    expect(matchResult({ for: ours, against: theirs })).toBe(result);
  });
});

describe('matchLine: the card line, parts left out when absent', () => {
  it.each([
    [
      'everything, started',
      { scoreFor: 2, scoreAgainst: 1, minutesPlayed: 63, started: true },
      'Won 2-1 · 63 min · Started',
    ],
    ['came on', { scoreFor: 0, scoreAgainst: 1, minutesPlayed: 20, started: false }, 'Lost 0-1 · 20 min · Came on'],
    ['a score and minutes (the browser test)', { scoreFor: 2, scoreAgainst: 1, minutesPlayed: 63 }, 'Won 2-1 · 63 min'],
    ['a draw alone', { scoreFor: 1, scoreAgainst: 1 }, 'Drew 1-1'],
    ['minutes alone, zero of them (an unused substitute)', { minutesPlayed: 0 }, '0 min'],
    ['started alone', { started: true }, 'Started'],
    [
      'one side of a score (never saved by the server) counts as no score',
      { scoreFor: 2, minutesPlayed: 90 },
      '90 min',
    ],
  ])('%s', (_case, content, line) => {
    expect(matchLine(game(content))).toBe(line);
  });

  it.each([
    ['a game before issue 33', game({ opposingTeam: 'Rovers', postgame: { rating: 6, externalFactors: [] } })],
    ['a game whose score is one side only', game({ scoreAgainst: 1 })],
    ['out-of-range values', game({ minutesPlayed: 201, scoreFor: 100, scoreAgainst: 1, started: 'yes' })],
    [
      'another kind, even with the keys',
      { type: 'Training', content: { minutesPlayed: 60, scoreFor: 1, scoreAgainst: 0 } },
    ],
    ['content that is no object', { type: 'Game', content: null }],
  ])('is null for %s', (_case, entry) => {
    expect(matchLine(entry)).toBeNull();
    expect(matchRecord(entry)).toBeNull();
  });

  it("never feeds load: minutes played are not the session's minutes", () => {
    const content = {
      minutesPlayed: 63,
      scoreFor: 2,
      scoreAgainst: 1,
      postgame: { rating: 7, externalFactors: [], effort: 6 },
    };
    expect(sessionLoad(game(content))).toBeNull();
    expect(sessionLoad(game({ ...content, postgame: { ...content.postgame, minutes: 90 } }))).toBe(540);
  });
});

describe('the season line', () => {
  const played = (day: string, postgame: Record<string, unknown>, match: Record<string, unknown> = {}): GameRef => ({
    type: 'Game',
    day,
    content: { opposingTeam: 'Rovers', postgame: { externalFactors: [], ...postgame }, ...match },
  });
  // Hand-computed: 4 games played from 2026-01-01 to 2026-06-30 (the pregame alone, the notes, the Training, and the
  // two games outside the dates are not); results: Won 2-1, Drew 0-0, Lost 1-3, and one without a score;
  // minutes 90 + 63 + 45 = 198 (one without); ratings 8, 6, 5, 4 -> 23 / 4 = 5.75 -> 5.8.
  const games: GameRef[] = [
    played('2025-12-31', { rating: 10 }, { scoreFor: 5, scoreAgainst: 0, minutesPlayed: 90 }),
    played('2026-01-01', { rating: 8 }, { scoreFor: 2, scoreAgainst: 1, minutesPlayed: 90, started: true }),
    played('2026-02-14', { rating: 6 }, { scoreFor: 0, scoreAgainst: 0, minutesPlayed: 63 }),
    played('2026-03-01', { rating: 5 }, { scoreFor: 1, scoreAgainst: 3, minutesPlayed: 45, started: false }),
    played('2026-06-30', { rating: 4 }),
    { type: 'Game', day: '2026-04-01', content: { opposingTeam: 'Rovers', pregame: { controlFactors: 'Effort' } } },
    { type: 'Game', day: '2026-04-02', content: { notes: 'Watched the seniors' } },
    { type: 'Training', day: '2026-04-03', content: { rating: 9, minutesPlayed: 60, scoreFor: 1, scoreAgainst: 0 } },
    played('2026-07-01', { rating: 1 }, { scoreFor: 0, scoreAgainst: 9, minutesPlayed: 90 }),
  ];

  it('counts games played, won-drawn-lost, minutes played and the average rating over the dates', () => {
    const record = seasonRecord(games, '2026-01-01', '2026-06-30');
    expect(record).toEqual({ games: 4, won: 1, drawn: 1, lost: 1, minutesPlayed: 198, averageRating: 5.8 });
    expect(seasonLine(record!)).toBe('4 games · 1 won, 1 drawn, 1 lost · 198 min played · Average rating 5.8');
  });

  it('leaves out what no game records, and says one game', () => {
    const record = seasonRecord([played('2026-05-05', { rating: 7 })], '2026-01-01', '2026-12-31');
    expect(record).toEqual({ games: 1, won: 0, drawn: 0, lost: 0, minutesPlayed: null, averageRating: 7 });
    expect(seasonLine(record!)).toBe('1 game · Average rating 7.0');
  });

  it('is null without a game played in the dates', () => {
    expect(seasonRecord(games, '2027-01-01', '2027-12-31')).toBeNull();
    expect(seasonRecord([], '2026-01-01', '2026-12-31')).toBeNull();
  });

  it.each([
    ['2026-11-27', '2025-11-28'],
    ['2026-03-01', '2025-03-02'],
    ['2024-02-29', '2023-03-02'],
  ])('the season ending %s is the 365 days from %s', (today, start) => {
    expect(seasonStart(today)).toBe(start);
  });
});

describe('lastMeetingLine', () => {
  const at = (
    id: string,
    day: string,
    opponent: string,
    postgame: Record<string, unknown> | null,
    match = {},
    createdAt = `${day}T18:00:00.000Z`,
  ): GameRef => ({
    id,
    type: 'Game',
    day,
    createdAt,
    content: {
      opposingTeam: opponent,
      ...(postgame ? { postgame: { externalFactors: [], ...postgame } } : {}),
      ...match,
    },
  });
  const first = at('a', '2026-03-01', 'Rovers', { rating: 5 }, { scoreFor: 0, scoreAgainst: 1 });
  const other = at('b', '2026-03-08', 'City', { rating: 9 }, { scoreFor: 4, scoreAgainst: 0 });
  const second = at('c', '2026-04-01', '  rovers ', { rating: 7 }, { scoreFor: 2, scoreAgainst: 2 });
  const inProgress = at('d', '2026-04-20', 'ROVERS', null);
  const third = at('e', '2026-05-01', 'Rovers', { rating: 8 });
  const all = [third, inProgress, second, other, first];

  it.each([
    [
      'the second meeting shows the first, matched trimmed and case-insensitive',
      second,
      'Last time vs rovers: Lost 0-1, rated 5',
    ],
    ['a game in progress shows the last one played', inProgress, 'Last time vs ROVERS: Drew 2-2, rated 7'],
    ['the third skips the game in progress (not played yet)', third, 'Last time vs Rovers: Drew 2-2, rated 7'],
  ])('%s', (_case, subject, line) => {
    expect(lastMeetingLine(subject, all)).toBe(line);
  });

  it.each([
    ['the first meeting', first],
    ['an opponent met once', other],
    ['a game without an opponent', at('f', '2026-06-01', '  ', { rating: 6 })],
  ])('is null for %s', (_case, subject) => {
    expect(lastMeetingLine(subject, [...all, subject])).toBeNull();
  });

  it('orders two games of one day by when they were written, and gives the day when the last records no figures', () => {
    const morning = at('m', '2026-08-01', 'Rovers', { rating: 6 }, {}, '2026-08-01T09:00:00.000Z');
    const evening = at('n', '2026-08-01', 'Rovers', { rating: 6 }, {}, '2026-08-01T19:00:00.000Z');
    expect(lastMeetingLine(evening, [morning, evening])).toBe('Last time vs Rovers: rated 6');
    const unrated = { ...morning, content: { opposingTeam: 'Rovers', postgame: { externalFactors: [] } } };
    expect(lastMeetingLine(evening, [unrated, evening])).toBe('Last time vs Rovers: August 1');
    expect(lastMeetingLine(morning, [morning, evening])).toBeNull();
  });
});

describe('the match record in a flow', () => {
  it.each([
    ['nothing typed', NO_MATCH, {}],
    ['all typed, spaces around', { minutesPlayed: ' 63 ', started: true, scoreFor: '2', scoreAgainst: '1' }, {}],
    ['zero minutes and 0-0', { ...NO_MATCH, minutesPlayed: '0', scoreFor: '0', scoreAgainst: '0' }, {}],
    ['201 minutes', { ...NO_MATCH, minutesPlayed: '201' }, { minutesPlayed: MINUTES_PLAYED_MESSAGE }],
    ['minutes in words', { ...NO_MATCH, minutesPlayed: 'sixty' }, { minutesPlayed: MINUTES_PLAYED_MESSAGE }],
    ['half a minute', { ...NO_MATCH, minutesPlayed: '1.5' }, { minutesPlayed: MINUTES_PLAYED_MESSAGE }],
    ['a score of 100', { ...NO_MATCH, scoreFor: '100', scoreAgainst: '1' }, { scoreFor: SCORE_MESSAGE }],
    ['a negative score', { ...NO_MATCH, scoreFor: '1', scoreAgainst: '-1' }, { scoreAgainst: SCORE_MESSAGE }],
    ['our score alone', { ...NO_MATCH, scoreFor: '2' }, { scoreAgainst: MISSING_SCORE_MESSAGE.scoreAgainst }],
    ['their score alone', { ...NO_MATCH, scoreAgainst: '3' }, { scoreFor: MISSING_SCORE_MESSAGE.scoreFor }],
  ])('matchProblems: %s', (_case, draft, problems) => {
    expect(matchProblems(draft)).toEqual(problems);
  });

  it.each([
    ['nothing', NO_MATCH, {}],
    [
      'everything',
      { minutesPlayed: '63', started: false, scoreFor: '2', scoreAgainst: '1' },
      { minutesPlayed: 63, started: false, scoreFor: 2, scoreAgainst: 1 },
    ],
    [
      'a score with one side only is left out',
      { ...NO_MATCH, minutesPlayed: '0', scoreFor: '2' },
      { minutesPlayed: 0 },
    ],
  ])('matchContent: %s', (_case, draft, content) => {
    expect(matchContent(draft)).toEqual(content);
  });

  it('opens a saved game with its record, and an older game with none', () => {
    expect(matchDraftOf({ minutesPlayed: 0, started: true, scoreFor: 0, scoreAgainst: 3 })).toEqual({
      minutesPlayed: '0',
      started: true,
      scoreFor: '0',
      scoreAgainst: '3',
    });
    expect(matchDraftOf({ opposingTeam: 'Rovers', postgame: { rating: 5 } })).toEqual(NO_MATCH);
  });
});
