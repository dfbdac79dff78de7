import { describe, expect, it } from 'vitest';
import { CSV_COLUMNS, csvCell, csvFileName, journalCsv } from './journal-csv';
import { defaultQuestionText, defaultSet } from './question-sets';

describe('csvCell', () => {
  it.each([
    [null, ''],
    [7, '7'],
    [6.5, '6.5'],
    ['plain', 'plain'],
    ['comma, inside', '"comma, inside"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['carriage\rreturn', '"carriage\rreturn"'],
    [' padded ', '" padded "'],
    ['=SUM(A1:A2)', "'=SUM(A1:A2)"],
    ['+1 555', "'+1 555"],
    ['-2 sets', "'-2 sets"],
    ['@cmd', "'@cmd"],
    ['\tTab', "'\tTab"],
    ['=HYPERLINK("http://x","y")', `"'=HYPERLINK(""http://x"",""y"")"`],
    ['=1,2', `"'=1,2"`],
    ['très bien 💪', 'très bien 💪'],
    ['a=b', 'a=b'],
    // A semicolon separates cells where the decimal mark is a comma: quoted, so no cell starts at `=1+2`.
    ['safe;=1+2', '"safe;=1+2"'],
    ['a;b', '"a;b"'],
    // The full-width forms a spreadsheet (Japanese, Chinese, Korean locales) reads as their ASCII ones, and pipes.
    ['＝1+2', "'＝1+2"],
    ['＋1', "'＋1"],
    ['－1', "'－1"],
    ['＠SUM(A1)', "'＠SUM(A1)"],
    ['|calc', "'|calc"],
    ['｜calc', "'｜calc"],
    ['＝1;2', `"'＝1;2"`],
    ['x＝1', 'x＝1'],
  ])('%j -> %s', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });
});

describe('journalCsv', () => {
  it('writes fixed columns, then one column per question in order of first appearance', () => {
    const csv = journalCsv([
      {
        type: 'Training',
        day: '2026-03-01',
        content: {
          timeOfDay: 'Morning',
          answers: { t1: 'Passing, mostly', custom: '=2+2' },
          questionTexts: { t1: 'What was your focus?', custom: 'Anything else?' },
          rating: 7,
          effort: 6,
          minutes: 50,
          notes: 'Felt "sharp"',
        },
      },
      {
        type: 'Game',
        day: '2026-03-02',
        content: {
          opposingTeam: 'Rovers',
          pregame: { controlFactors: 'Talk' },
          postgame: { rating: 8, effort: 9, minutes: 90, planAdherence: 'Partly', notes: 'Tired' },
          notes: 'Won',
          minutesPlayed: 63,
          started: false,
          scoreFor: 2,
          scoreAgainst: 1,
        },
      },
      {
        type: 'Wellness',
        day: '2026-03-03',
        content: { fatigue: 4, sleep: 2, soreness: 3, stress: 5, mood: 4, sleepHours: 6.5, notes: 'Late night' },
      },
      { type: 'Food', day: '2026-03-03', content: { mealType: 'Lunch', timeOfDay: 'Noon', foodItems: 'Rice' } },
      {
        type: 'Health',
        day: '2026-03-04',
        content: { problem: 'injury', area: 'hamstring', side: 'left', pain: 4, status: 'modified', notes: 'Sprint' },
      },
      { type: 'Health', day: '2026-03-05', content: { problem: 'illness', pain: 0, status: 'unavailable' } },
    ]);
    const header =
      'Day,Type,Time,Rating,Effort,Minutes,Load,Stuck to the plan,Fatigue,Sleep quality,Muscle soreness,Stress,Mood,' +
      'Hours slept,Notes,Minutes played,Started,Score for,Score against,Problem,Body area,Side,Pain,Availability,' +
      "What was your focus?,Anything else?,What are three things I can control in today's game?,Meal Type,Food Items";
    expect(csv.split('\r\n')).toEqual([
      header,
      `2026-03-01,Training,Morning,7,6,50,300,,,,,,,,"Felt ""sharp""",,,,,,,,,,"Passing, mostly",'=2+2,,,`,
      `2026-03-02,Game,,8,9,90,810,Partly,,,,,,,"Tired\nWon",63,No,2,1,,,,,,,,Talk,,`,
      '2026-03-03,Wellness check-in,,,,,,,4,2,3,5,4,6.5,Late night,,,,,,,,,,,,,,',
      '2026-03-03,Food,Noon,,,,,,,,,,,,,,,,,,,,,,,,,Lunch,Rice',
      '2026-03-04,Injury or illness,,,,,,,,,,,,,Sprint,,,,,Injury,Hamstring,Left,4,Modified,,,,,',
      '2026-03-05,Injury or illness,,,,,,,,,,,,,,,,,,Illness,,,0,Unavailable,,,,,',
      '',
    ]);
  });

  it("heads a game's answers with the questions asked: the athlete's own text first, else the default text", () => {
    const game = {
      type: 'Game' as const,
      day: '2026-03-02',
      content: {
        pregame: { controlFactors: 'Talk' },
        postgame: { rating: 8, matchupFeelings: 'Calm', playingTimeFeelings: 'Fair' },
      },
    };
    const edited = defaultSet('game').items.map((q) =>
      q.id === '9' ? { ...q, text: 'How did I do against my opposite number?' } : q,
    );
    const header = journalCsv([game], edited).split('\r\n')[0]!;
    expect(header.split(',').slice(CSV_COLUMNS.length)).toEqual([
      defaultQuestionText('game', '1'),
      'How did I do against my opposite number?',
      defaultQuestionText('game', '11'),
    ]);
    expect(journalCsv([game]).split('\r\n')[0]).toContain(defaultQuestionText('game', '9'));
    expect(journalCsv([game])).not.toMatch(/Control Factors|Matchup Feelings|Playing Time Feelings/);
  });

  it("puts a note's title and text in columns of their own after the fixed ones", () => {
    const csv = journalCsv([
      { type: 'Note', day: '2026-03-06', content: { title: 'Preseason', text: 'Day one, done' } },
    ]);
    const [header, row] = csv.split('\r\n');
    expect(header).toMatch(/,Availability,Title,Text$/);
    expect(row).toBe('2026-03-06,Note,,,,,,,,,,,,,,,,,,,,,,,Preseason,"Day one, done"');
  });

  it('with no entries, is the header alone', () => {
    expect(journalCsv([])).toBe(
      'Day,Type,Time,Rating,Effort,Minutes,Load,Stuck to the plan,Fatigue,Sleep quality,Muscle soreness,Stress,Mood,Hours slept,Notes,' +
        'Minutes played,Started,Score for,Score against,Problem,Body area,Side,Pain,Availability\r\n',
    );
  });
});

describe('csvFileName', () => {
  it.each([
    [undefined, undefined, 'touchline-all.csv'],
    ['2026-03-01', '2026-03-31', 'touchline-2026-03-01-to-2026-03-31.csv'],
    ['2026-03-01', undefined, 'touchline-2026-03-01-to-today.csv'],
    [undefined, '2026-03-31', 'touchline-start-to-2026-03-31.csv'],
  ])('%s to %s -> %s', (from, to, name) => {
    expect(csvFileName(from, to)).toBe(name);
  });
});
