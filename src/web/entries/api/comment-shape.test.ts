import { describe, expect, it } from 'vitest';
import { COMMENT_MAX, commentThreads, type EntryComment } from '../../../domain/comments';
import { COMMENT_MAX_CHARS } from '../components/comment-thread';
import { commentsOf, newestStaffComment, threadsOf } from './comment-shape';

const comment = (id: string, more: Partial<EntryComment> = {}): EntryComment => ({
  id,
  entryId: 'e1',
  teamId: 't1',
  teamName: 'Riverside U18',
  author: { name: 'Coach Sam', role: 'staff' },
  mine: false,
  body: 'Good session.',
  createdAt: '2026-11-27T09:00:00.000Z',
  editedAt: null,
  ...more,
});

describe("the web's reading of comments", () => {
  it("refuses what the server refuses: the domain's limit", () => {
    expect(COMMENT_MAX_CHARS).toBe(COMMENT_MAX);
  });

  it("groups threads as the domain does: one per team, a gone team's by its name, oldest first", () => {
    const comments = [
      comment('c3', { createdAt: '2026-11-27T11:00:00.000Z' }),
      comment('c2', { teamId: 't2', teamName: 'City', createdAt: '2026-11-27T10:00:00.000Z' }),
      comment('c4', { teamId: null, teamName: 'Old Club', createdAt: '2026-11-27T08:00:00.000Z' }),
      comment('c1', { createdAt: '2026-11-27T09:00:00.000Z' }),
    ];
    const ours = threadsOf(comments).map(({ key: _key, ...thread }) => thread);
    const domain = commentThreads(comments);
    expect(new Set(ours.map((thread) => JSON.stringify(thread)))).toEqual(
      new Set(domain.map((thread) => JSON.stringify(thread))),
    );
    expect(ours.map((thread) => thread.teamName)).toEqual(['Old Club', 'Riverside U18', 'City']);
  });

  it('reads an entry without comments, or with damaged ones kept in the browser, as having none', () => {
    expect(commentsOf({ id: 'e1' })).toEqual([]);
    expect(commentsOf({ id: 'e1', comments: [{ id: 'c1', body: 7 }] })).toEqual([]);
    expect(commentsOf({ id: 'e1', comments: 'none' })).toEqual([]);
    expect(commentsOf({ id: 'e1', comments: [comment('c1')] })).toEqual([comment('c1')]);
  });

  it("finds the newest staff comment, never the athlete's own", () => {
    const newest = comment('c2', { createdAt: '2026-11-27T12:00:00.000Z' });
    const reply = comment('c3', {
      author: { name: 'Ana', role: 'athlete' },
      mine: true,
      createdAt: '2026-11-27T13:00:00.000Z',
    });
    expect(newestStaffComment([comment('c1'), newest, reply])).toBe(newest);
    expect(newestStaffComment([reply])).toBeUndefined();
  });
});
