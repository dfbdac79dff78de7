import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubStorage, stubStorageOff } from '../test-support/local-storage';
import { readStepByStep, writeStepByStep } from './step-by-step-preference';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('readStepByStep', () => {
  it.each<[string, Record<string, string>, string | null, boolean]>([
    ['nothing stored: one page', {}, 'ann', false],
    ['on', { 'touchline-step-by-step:ann': 'on' }, 'ann', true],
    ['off', { 'touchline-step-by-step:ann': 'off' }, 'ann', false],
    ['damaged', { 'touchline-step-by-step:ann': '{"on":tru' }, 'ann', false],
    ['another spelling of on', { 'touchline-step-by-step:ann': 'true' }, 'ann', false],
    ["another athlete's choice", { 'touchline-step-by-step:bob': 'on' }, 'ann', false],
    ['nobody signed in', { 'touchline-step-by-step:null': 'on' }, null, false],
    // The old setting ("Show all questions on one page") is now the default, whatever it said.
    ['the old one-page setting, off', { 'touchline-one-page:ann': 'off' }, 'ann', false],
  ])('%s', (_name, entries, userId, expected) => {
    stubStorage(entries);
    expect(readStepByStep(userId)).toBe(expected);
  });

  it('reads one page when storage is switched off', () => {
    stubStorageOff();
    expect(readStepByStep('ann')).toBe(false);
  });
});

describe('writeStepByStep', () => {
  it("keeps each athlete's choice under their own key", () => {
    const map = stubStorage();
    writeStepByStep('ann', true);
    writeStepByStep('bob', false);
    expect(Object.fromEntries(map)).toEqual({
      'touchline-step-by-step:ann': 'on',
      'touchline-step-by-step:bob': 'off',
    });
    expect(readStepByStep('ann')).toBe(true);
    expect(readStepByStep('bob')).toBe(false);
  });
});
