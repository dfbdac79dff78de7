import { describe, expect, it } from 'vitest';
import { AnswerCache } from './answer-cache.js';

describe('AnswerCache', () => {
  it('keeps up to its capacity, dropping the least recently used', () => {
    const cache = new AnswerCache<string>(2);
    cache.set('a', '1');
    cache.set('b', '2');
    expect(cache.get('a')).toBe('1'); // a is now the most recently used
    cache.set('c', '3');
    expect(cache.get('b')).toBeUndefined();
    expect([cache.get('a'), cache.get('c'), cache.size]).toEqual(['1', '3', 2]);
  });

  it('replaces an answer under the same key without growing', () => {
    const cache = new AnswerCache<string>(2);
    cache.set('a', '1');
    cache.set('a', '2');
    expect([cache.get('a'), cache.size]).toEqual(['2', 1]);
  });
});
