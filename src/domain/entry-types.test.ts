import { describe, expect, it } from 'vitest';
import { ENTRY_TYPES, entryTypeFromSlug, entryTypeLabel, entryTypeSlug, isEntryType } from './entry-types.js';

describe('ENTRY_TYPES', () => {
  it('lists the nine types in screen order, the wellness check-in last', () => {
    expect(ENTRY_TYPES).toEqual(['Game', 'Training', 'Rehab', 'Lift', 'Imagery', 'Food', 'Health', 'Note', 'Wellness']);
  });
});

describe('entryTypeLabel', () => {
  it.each([
    ['Game', 'Game'],
    ['Training', 'Training'],
    ['Food', 'Food'],
    ['Health', 'Injury or illness'],
    ['Note', 'Note'],
    ['Wellness', 'Wellness check-in'],
  ] as const)('%s -> %s', (type, label) => {
    expect(entryTypeLabel(type)).toBe(label);
  });
});

describe('isEntryType', () => {
  it.each([
    ['Game', true],
    ['Training', true],
    ['Rehab', true],
    ['Lift', true],
    ['Imagery', true],
    ['Food', true],
    ['Health', true],
    ['health', false],
    ['game', false],
    ['Practice', false],
    ['Training/Practice', false],
    ['', false],
    [null, false],
    [undefined, false],
    [1, false],
    [{}, false],
  ])('isEntryType(%j) is %s', (input, expected) => {
    expect(isEntryType(input)).toBe(expected);
  });
});

/** Each type with its slug, the word of its addresses: read both ways. */
const SLUGS = [
  ['Game', 'game'],
  ['Training', 'training'],
  ['Rehab', 'rehab'],
  ['Lift', 'lift'],
  ['Imagery', 'imagery'],
  ['Food', 'food'],
  ['Health', 'health'],
  ['Note', 'note'],
] as const;

describe('entryTypeSlug and entryTypeFromSlug', () => {
  it.each(SLUGS)('%s <-> %s', (type, slug) => {
    expect(entryTypeSlug(type)).toBe(slug);
    expect(entryTypeFromSlug(slug)).toBe(type);
  });

  it.each(['Game', 'practice', 'game-journal', '', 'constructor'])('%j is no slug', (slug) => {
    expect(entryTypeFromSlug(slug)).toBeNull();
  });

  it('round-trips every type', () => {
    for (const type of ENTRY_TYPES) expect(entryTypeFromSlug(entryTypeSlug(type))).toBe(type);
  });
});
