import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubStorage, stubStorageOff } from '../test-support/local-storage';
import { readStoredJson, removeStored, writeStoredJson } from './stored-json';

const positive = (value: unknown) => (typeof value === 'number' && value > 0 ? value : null);

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('readStoredJson', () => {
  it('reads back what was written, and nothing where nothing is kept', () => {
    const map = stubStorage();
    writeStoredJson('kept', 7);
    expect(map.get('kept')).toBe('7');
    expect(readStoredJson('kept', positive, 'a number')).toBe(7);
    expect(readStoredJson('never-written', positive, 'a number')).toBeNull();
  });

  it.each([
    ['not JSON', '{"on":tru'],
    ['a shape the reader refuses', '-1'],
  ])('drops %s with a warning naming it, and keeps the rest', (_name, text) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const map = stubStorage({ damaged: text, other: '3' });
    expect(readStoredJson('damaged', positive, 'the test value')).toBeNull();
    expect(map.has('damaged')).toBe(false);
    expect(map.get('other')).toBe('3');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('the test value'));
  });

  it('drops what the reader throws on', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const map = stubStorage({ kept: '{}' });
    const throwing = () => {
      throw new TypeError('no');
    };
    expect(readStoredJson('kept', throwing, 'a value')).toBeNull();
    expect(map.has('kept')).toBe(false);
  });

  it('never throws when storage is switched off', () => {
    stubStorageOff();
    expect(readStoredJson('kept', positive, 'a number')).toBeNull();
    expect(() => writeStoredJson('kept', 1)).not.toThrow();
    expect(() => removeStored('kept')).not.toThrow();
  });
});

describe('removeStored', () => {
  it('removes only its key', () => {
    const map = stubStorage({ one: '1', two: '2' });
    removeStored('one');
    expect([...map.keys()]).toEqual(['two']);
  });
});
