import { describe, expect, it } from 'vitest';
import { matchesAllTerms, searchIndexText, termRanges } from './match.js';
import { parseSearchQuery } from './query.js';
import type { SearchField } from './searchable-fields.js';

const notes = (text: string): SearchField[] => [{ label: 'Notes', labelSearched: false, text }];
const matches = (text: string, query: string) => matchesAllTerms(searchIndexText(notes(text)), parseSearchQuery(query));

describe('matchesAllTerms: the rules of search', () => {
  it.each([
    // case and accents do not matter
    ['Hamstring felt tight', 'hamstring', true],
    ['hamstring felt tight', 'HAMSTRING', true],
    ['Je suis très fatigué', 'tres', true],
    ['Je suis tres fatigue', 'très', true],
    ['Je suis tre\u0300s fatigue\u0301', 'TRÈS FATIGUÉ', true],
    ['İstanbul away game', 'istanbul', true],
    // substrings of 3 characters or more match inside words
    ['Hamstring felt tight', 'string', true],
    ['Hamstring felt tight', 'ams', true],
    ['Hamstring felt tight', 'strings', false],
    // several words must all match, in any order
    ['Hamstring felt tight after sprints', 'tight hamstring', true],
    ['Hamstring felt tight after sprints', 'sprints   hamstring', true],
    ['Hamstring felt tight after sprints', 'hamstring calf', false],
    // a query of 1-2 characters matches whole words or word starts only
    ['New PB on squats', 'pb', true],
    ['New PB on squats', 'p', true],
    ['Felt upbeat', 'pb', false],
    ['Felt upbeat', 'up', true],
    ['Felt upbeat', 'be', false],
    ['Ran 5 k, then 5k again', '5', true],
    ['Ran 25 laps', '5', false],
    ['Knee (left) ok', 'le', true],
    ['Ok', 'o', true],
    ['Went to the gym', 'gym to', true],
    ['Went to the gym', 'gym o', false],
    ['Était bien', 'et', true],
    // quotes, %, _, *, -, AND, NEAR, brackets: literal text, never syntax
    ['She said "tight" twice', '"tight"', true],
    ['She said tight twice', '"tight"', false],
    ['Hit 100% today', '100%', true],
    ['Hit 1000 today', '100%', false],
    ['Hit 100% today', '%', true],
    ['Hit 100 today', '%', false],
    ['my_best_game', '_best_', true],
    ['my best game', '_best_', false],
    ['rating*2', 'g*2', true],
    ['rating 2', 'g*2', false],
    ['cool-down done', 'cool-down', true],
    ['cool down done', 'cool-down', false],
    ['cool down done', '-down', false],
    ['salt AND pepper', 'salt AND pepper', true],
    ['salt and pepper', 'AND', true],
    ['salt or pepper', 'AND', false],
    ['NEAR the goal', 'NEAR', true],
    ['close to the goal', 'NEAR(goal)', false],
    ['hit NEAR(goal) today', 'NEAR(goal)', true],
    ['[sic] said so', '[sic]', true],
    ['sic said so', '[sic]', false],
    ['a {b} c', '{b}', true],
    ["didn't start", "didn't", true],
    ['didnt start', "didn't", false],
    ['back\\slash', 'k\\s', true],
    ['x OR 1=1', "' OR 1=1 --", false],
    ["x' OR 1=1 -- y", "' OR 1=1 --", true],
    ['<script>alert(1)</script>', '<script>', true],
    ['script', '<script>', false],
    // emoji, Chinese and Japanese text are literal text too
    ['Felt 💪 today', '💪', true],
    ['Felt strong today', '💪', false],
    ['Family 👩‍👩‍👧‍👦 came', '👩‍👩‍👧‍👦', true],
    ['我的膝盖疼', '膝盖', true],
    ['我的膝盖疼', '膝盖疼', true],
    ['我的膝盖疼', '腿', false],
    ['試合の前に緊張した', '緊張', true],
    ['試合の前に緊張した', 'の前', true],
    ['ガンバった', 'ガンバ', true],
    ['カンバった', 'ガンバ', false],
    ['한국어 잘했다', '한국', true],
    // nothing matches an empty search
    ['anything', '', false],
    ['anything', '   ', false],
  ])('%j searched for %j: %s', (text, query, expected) => {
    expect(matches(text, query)).toBe(expected);
  });

  it('searches a question text with its answer, and never a fixed name such as "Notes"', () => {
    const fields: SearchField[] = [
      { label: 'How motivated did I feel before lifting?', labelSearched: true, text: 'Very' },
      { label: 'Notes', labelSearched: false, text: 'Squats' },
    ];
    const folded = searchIndexText(fields);
    expect(matchesAllTerms(folded, parseSearchQuery('motivated squats'))).toBe(true);
    expect(matchesAllTerms(folded, parseSearchQuery('notes'))).toBe(false);
  });

  it('never lets a term run from one field into the next', () => {
    const fields: SearchField[] = [
      { label: 'Notes', labelSearched: false, text: 'ham' },
      { label: 'Food Items', labelSearched: false, text: 'string beans' },
    ];
    expect(matchesAllTerms(searchIndexText(fields), parseSearchQuery('hamstring'))).toBe(false);
    expect(matchesAllTerms(searchIndexText(fields), parseSearchQuery('ham string'))).toBe(true);
  });
});

describe('termRanges', () => {
  it.each([
    [
      'hamstring, hamstring',
      'ham',
      [
        [0, 3],
        [11, 14],
      ],
    ],
    [
      'aaaa',
      'aaa',
      [
        [0, 3],
        [1, 4],
      ],
    ],
    [
      'up upbeat pub',
      'up',
      [
        [0, 2],
        [3, 5],
      ],
    ],
    [
      '💪💪',
      '💪',
      [
        [0, 2],
        [2, 4],
      ],
    ],
    ['no match', 'xyz', []],
  ])('%j, %j -> %j', (folded, query, expected) => {
    expect(termRanges(folded, parseSearchQuery(query)[0]!)).toEqual(expected);
  });
});
