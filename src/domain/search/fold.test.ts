import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { composeText, foldText } from './fold.js';

describe('foldText', () => {
  it.each([
    ['Hamstring', 'hamstring'],
    ['TRÈS bien', 'tres bien'],
    ['très', 'tres'],
    ['tre\u0300s', 'tres'], // e + combining grave, composed first
    ['Ça va, Noël, Zoë, Ångström', 'ca va, noel, zoe, angstrom'],
    ['Việt Nam', 'viet nam'],
    ['İstanbul', 'istanbul'],
    ['ΟΔΟΣ οδός', 'οδοσ οδοσ'],
    ['Ёлка', 'елка'],
    ['straße', 'straße'],
    ['Bjørn', 'bjørn'], // ø is a letter of its own, not o with an accent
    ['膝盖疼', '膝盖疼'],
    ['ガンバ', 'ガンバ'], // the voicing mark is kept: ガ is not カ
    ['한국어', '한국어'],
    ['💪 PB', '💪 pb'],
    ['100% "fit"', '100% "fit"'],
    ['', ''],
  ])('%j -> %j', (text, expected) => {
    expect(foldText(text)).toBe(expected);
  });

  it('keeps the length of the composed text, so match positions point into what is shown', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'grapheme', maxLength: 40 }),
        fc.string({ unit: 'binary', maxLength: 40 }),
        (a, b) => {
          for (const text of [a, b]) expect(foldText(text)).toHaveLength(composeText(text).length);
        },
      ),
    );
  });

  it('is idempotent', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 40 }), (text) => {
        expect(foldText(foldText(text))).toBe(foldText(text));
      }),
    );
  });
});
