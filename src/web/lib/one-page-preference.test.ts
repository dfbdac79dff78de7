import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubStorage, stubStorageOff } from '../test-support/local-storage';
import { readOnePage, writeOnePage } from './one-page-preference';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('readOnePage', () => {
  it.each<[string, Record<string, string>, string | null, boolean]>([
    ['nothing stored: step by step', {}, 'ann', false],
    ['on', { 'touchline-one-page:ann': 'on' }, 'ann', true],
    ['off', { 'touchline-one-page:ann': 'off' }, 'ann', false],
    ['damaged', { 'touchline-one-page:ann': '{"on":tru' }, 'ann', false],
    ['another spelling of on', { 'touchline-one-page:ann': 'true' }, 'ann', false],
    ["another athlete's choice", { 'touchline-one-page:bob': 'on' }, 'ann', false],
    ['nobody signed in', { 'touchline-one-page:null': 'on' }, null, false],
  ])('%s', (_name, entries, userId, expected) => {
    stubStorage(entries);
    expect(readOnePage(userId)).toBe(expected);
  });

  it('reads step by step when storage is switched off', () => {
    stubStorageOff();
    expect(readOnePage('ann')).toBe(false);
  });
});

describe('writeOnePage', () => {
  it("keeps each athlete's choice under their own key", () => {
    const map = stubStorage();
    writeOnePage('ann', true);
    writeOnePage('bob', false);
    expect(Object.fromEntries(map)).toEqual({ 'touchline-one-page:ann': 'on', 'touchline-one-page:bob': 'off' });
    expect(readOnePage('ann')).toBe(true);
    expect(readOnePage('bob')).toBe(false);
  });
});
