import { describe, expect, it } from 'vitest';
import { parseSearchQuery } from './query.js';
import type { SearchField } from './searchable-fields.js';
import { mergeRanges, searchSnippet, SNIPPET_CHARS } from './snippet.js';

const fixed = (label: string, text: string): SearchField => ({ label, labelSearched: false, text });
const question = (label: string, text: string): SearchField => ({ label, labelSearched: true, text });
const snippet = (fields: SearchField[], query: string) => searchSnippet(fields, parseSearchQuery(query));

describe('searchSnippet', () => {
  it('marks every match in the field, whatever its case and accents', () => {
    expect(snippet([fixed('Notes', 'Hamstring tight. HAMSTRING again, très')], 'hamstring tres')).toEqual({
      label: 'Notes',
      labelMarks: [],
      text: 'Hamstring tight. HAMSTRING again, très',
      marks: [
        [0, 9],
        [17, 26],
        [34, 38],
      ],
    });
  });

  it('shows the field matching the most terms, the first of equals', () => {
    const fields = [
      fixed('Notes', 'calf fine'),
      fixed('Food Items', 'calf and hamstring'),
      fixed('Notes', 'hamstring'),
    ];
    expect(snippet(fields, 'hamstring calf')?.text).toBe('calf and hamstring');
    expect(snippet(fields, 'hamstring')?.text).toBe('calf and hamstring');
  });

  it('marks a match in the question and shows the answer with it', () => {
    expect(snippet([question('How motivated did I feel?', 'Very')], 'motivated')).toEqual({
      label: 'How motivated did I feel?',
      labelMarks: [[4, 13]],
      text: 'Very',
      marks: [],
    });
  });

  it('never marks a fixed name', () => {
    expect(snippet([fixed('Notes', 'notes on notes')], 'notes')?.labelMarks).toEqual([]);
  });

  it('merges overlapping matches', () => {
    expect(snippet([fixed('Notes', 'hamstring')], 'ham amst')?.marks).toEqual([[0, 5]]);
  });

  it('marks word starts only for short terms', () => {
    expect(snippet([fixed('Notes', 'upbeat PB, pb')], 'pb')?.marks).toEqual([
      [7, 9],
      [11, 13],
    ]);
  });

  it('cuts a long text around the first match, at spaces, with an ellipsis each side', () => {
    const before = 'word '.repeat(40);
    const after = ' more'.repeat(60);
    const result = snippet([fixed('Notes', `${before}hamstring${after}`)], 'hamstring')!;
    expect(result.text.startsWith('…')).toBe(true);
    expect(result.text.endsWith('…')).toBe(true);
    expect(result.text.length).toBeLessThanOrEqual(SNIPPET_CHARS + 2);
    const [start, end] = result.marks[0]!;
    expect(result.text.slice(start, end)).toBe('hamstring');
    expect(result.text).toBe(`…${'word '.repeat(9)}hamstring${' more'.repeat(21)}…`);
  });

  it('keeps a short text whole and a text matching late ends with its end', () => {
    const text = `${'x'.repeat(300)} tight`;
    const result = snippet([fixed('Notes', text)], 'tight')!;
    expect(result.text.endsWith('tight')).toBe(true);
    const [start, end] = result.marks[0]!;
    expect(result.text.slice(start, end)).toBe('tight');
  });

  it('never cuts an emoji in half', () => {
    const text = `${'💪'.repeat(120)} goal ${'💪'.repeat(120)}`;
    const result = snippet([fixed('Notes', text)], 'goal')!;
    expect(result.text).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/);
    const [start, end] = result.marks[0]!;
    expect(result.text.slice(start, end)).toBe('goal');
  });

  it('is the first field, unmarked, when nothing matches, and null with no fields', () => {
    expect(snippet([fixed('Notes', 'calm')], 'storm')).toEqual({
      label: 'Notes',
      labelMarks: [],
      text: 'calm',
      marks: [],
    });
    expect(snippet([], 'storm')).toBeNull();
  });
});

describe('mergeRanges', () => {
  it.each([
    [[], []],
    [
      [
        [5, 8],
        [0, 2],
      ],
      [
        [0, 2],
        [5, 8],
      ],
    ],
    [
      [
        [0, 3],
        [2, 5],
      ],
      [[0, 5]],
    ],
    [
      [
        [0, 3],
        [3, 5],
      ],
      [[0, 5]],
    ],
    [
      [
        [0, 9],
        [2, 4],
      ],
      [[0, 9]],
    ],
  ] as const)('%j -> %j', (ranges, expected) => {
    expect(mergeRanges(ranges as unknown as [number, number][])).toEqual(expected);
  });
});
