import { describe, expect, it } from 'vitest';
import { ENTRY_TYPES, entryTypeFromSlug, entryTypeLabel, entryTypeSlug, isEntryType } from './entry-types.js';

describe('ENTRY_TYPES', () => {
  it('lists the seven types in screen order, the wellness check-in last', () => {
    expect(ENTRY_TYPES).toEqual(['Game', 'Training', 'Rehab', 'Lift', 'Imagery', 'Food', 'Wellness']);
  });
});

describe('entryTypeLabel', () => {
  it.each([
    ['Game', 'Game'],
    ['Training', 'Training'],
    ['Food', 'Food'],
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

describe('entryTypeSlug', () => {
  it.each([
    ['Game', 'game'],
    ['Training', 'training'],
    ['Rehab', 'rehab'],
    ['Lift', 'lift'],
    ['Imagery', 'imagery'],
    ['Food', 'food'],
  ] as const)('%s -> %s', (type, slug) => {
    expect(entryTypeSlug(type)).toBe(slug);
  });
});

describe('entryTypeFromSlug', () => {
  it.each([
    ['game', 'Game'],
    ['training', 'Training'],
    ['rehab', 'Rehab'],
    ['lift', 'Lift'],
    ['imagery', 'Imagery'],
    ['food', 'Food'],
    ['Game', null],
    ['practice', null],
    ['game-journal', null],
    ['', null],
    ['constructor', null],
  ])('%j -> %j', (slug, type) => {
    expect(entryTypeFromSlug(slug)).toBe(type);
  });

  it('round-trips every type', () => {
    for (const type of ENTRY_TYPES) expect(entryTypeFromSlug(entryTypeSlug(type))).toBe(type);
  });
});
