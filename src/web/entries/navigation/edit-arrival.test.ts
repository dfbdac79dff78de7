import { describe, expect, it } from 'vitest';
import { editLinkState, readEditId, readReturnTo } from './edit-arrival';

describe('readEditId', () => {
  it.each([
    ['?edit=abc', 'abc'],
    ['?edit=%20abc%20', 'abc'],
    ['?edit=', null],
    ['?edit=%20', null],
    ['?finish=abc', null],
    ['', null],
  ])('%s -> %s', (search, expected) => {
    expect(readEditId(new URLSearchParams(search))).toBe(expected);
  });
});

describe('readReturnTo', () => {
  it.each<[string, unknown, string | null]>([
    ['a path of the app', { returnTo: '/journal' }, '/journal'],
    ['a path with its query', { returnTo: '/journal-entries?type=Food' }, '/journal-entries?type=Food'],
    ['another site, protocol-relative', { returnTo: '//evil.example/x' }, null],
    ['another site, backslash', { returnTo: '/\\evil.example' }, null],
    ['a full URL', { returnTo: 'https://evil.example' }, null],
    ['a relative path', { returnTo: 'journal' }, null],
    ['not text', { returnTo: 5 }, null],
    ['no state', null, null],
    ['a day state only', { selectedDate: '2026-03-05' }, null],
  ])('%s', (_name, state, expected) => {
    expect(readReturnTo(state)).toBe(expected);
  });

  it('reads back what an Edit link passes', () => {
    expect(readReturnTo(editLinkState({ pathname: '/journal/2026-03-05', search: '' }))).toBe('/journal/2026-03-05');
  });
});
