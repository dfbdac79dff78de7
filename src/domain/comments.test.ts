import { describe, expect, it } from 'vitest';
import { commentBodySchema, commentMessage, commentThreads, type EntryComment } from './comments.js';

describe('commentBodySchema', () => {
  it('trims, and takes 1 to 2000 characters, an emoji counting once', () => {
    expect(commentBodySchema.parse('  Well played \n')).toBe('Well played');
    expect(commentBodySchema.parse('x'.repeat(2000))).toHaveLength(2000);
    expect(commentBodySchema.parse('💪'.repeat(2000))).toHaveLength(4000);
    for (const refused of ['', ' \n\t ', 'x'.repeat(2001), '💪'.repeat(2001), 7, null]) {
      expect(commentBodySchema.safeParse(refused).success).toBe(false);
    }
  });
});

describe('commentMessage', () => {
  it("names the author and the entry, shows the comment's first 140 characters and opens the entry's day", () => {
    const entry = { title: 'Game vs Rovers', day: '2026-11-27' };
    expect(commentMessage({ id: 'c1', authorName: 'Sam', body: 'Great game.' }, entry)).toEqual({
      title: 'Sam commented on your Game vs Rovers',
      body: 'Great game.',
      url: '/journal/2026-11-27',
      tag: 'comment-c1',
    });
    const long = `${'💪'.repeat(139)}ab`;
    const training = { title: 'Training', day: '2026-11-27' };
    const message = commentMessage({ id: 'c2', authorName: 'Lee', body: long }, training);
    expect(message.title).toBe('Lee commented on your Training');
    expect(message.body).toBe(`${'💪'.repeat(139)}a…`);
  });
});

describe('commentThreads', () => {
  const comment = (id: string, teamId: string | null, teamName: string, createdAt: string): EntryComment => ({
    id,
    entryId: 'e',
    teamId,
    teamName,
    author: { name: 'Sam', role: 'staff' },
    mine: false,
    body: id,
    createdAt,
    editedAt: null,
  });

  it('makes one thread per team, each oldest first, a gone team kept by its name', () => {
    const threads = commentThreads([
      comment('b', 't1', 'Harbour', '2026-11-27T10:00:00.000Z'),
      comment('a', 't1', 'Harbour', '2026-11-27T09:00:00.000Z'),
      comment('c', null, 'Old club', '2026-11-26T09:00:00.000Z'),
      comment('d', 't2', 'Rovers', '2026-11-27T08:00:00.000Z'),
    ]);
    expect(threads.map((thread) => [thread.teamName, thread.comments.map((one) => one.id)])).toEqual([
      ['Harbour', ['a', 'b']],
      ['Old club', ['c']],
      ['Rovers', ['d']],
    ]);
  });
});
