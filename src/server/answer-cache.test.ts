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

  it('weighs answers when told how, dropping as many of the oldest as a new one needs', () => {
    const cache = new AnswerCache<string>(10, (answer) => answer.length);
    cache.set('a', 'xxxx'); // 4
    cache.set('b', 'xxx'); // 7
    cache.set('c', 'xx'); // 9
    cache.set('d', 'xxxxxx'); // 15: a and b go, 8 left
    expect([cache.get('a'), cache.get('b'), cache.get('c'), cache.get('d'), cache.size]).toEqual([
      undefined,
      undefined,
      'xx',
      'xxxxxx',
      2,
    ]);
    cache.set('c', 'x'); // replaced: 7
    cache.set('e', 'xxx'); // 10, nothing goes
    expect(cache.size).toBe(3);
  });

  it('does not keep an answer heavier than its whole capacity, nor drop the others for it', () => {
    const cache = new AnswerCache<string>(5, (answer) => answer.length);
    cache.set('a', 'xx');
    cache.set('big', 'xxxxxx');
    expect([cache.get('big'), cache.get('a'), cache.size]).toEqual([undefined, 'xx', 1]);
  });
});
