// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { EntryComment } from '../api/comment-shape';
import { PrintedComments } from './printed-comments';

// The printed report's comments: every thread open, in words, with nothing to press.

const comment = (id: string, more: Partial<EntryComment> = {}): EntryComment => ({
  id,
  entryId: 'entry-1',
  teamId: 'team-1',
  teamName: 'Riverside U18',
  author: { name: 'Coach Sam', role: 'staff' },
  mine: false,
  body: 'Good session.',
  createdAt: '2026-11-27T09:41:00.000Z',
  editedAt: null,
  ...more,
});

afterEach(cleanup);

describe('the printed comments', () => {
  it("shows each team's thread, oldest first, with the athlete as You, and no control", () => {
    render(
      <PrintedComments
        entry={{
          comments: [
            comment('c2', {
              author: { name: 'Ana', role: 'athlete' },
              mine: true,
              body: 'Tight but fine.',
              createdAt: '2026-11-27T10:00:00.000Z',
            }),
            comment('c1', { body: 'How is the hamstring?' }),
            comment('c3', { teamId: null, teamName: 'Old club', author: { name: 'Lee', role: 'staff' }, body: 'Hi' }),
          ],
        }}
      />,
    );
    const riverside = within(screen.getByRole('region', { name: 'Comments from Riverside U18' }));
    expect(riverside.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^Coach Sam · .*How is the hamstring\?$/),
      expect.stringMatching(/^You · .*Tight but fine\.$/),
    ]);
    expect(within(screen.getByRole('region', { name: 'Comments from Old club' })).getByText('Hi')).toBeTruthy();
    expect(screen.queryAllByRole('button')).toEqual([]);
  });

  it('shows nothing for an entry without comments', () => {
    const { container } = render(<PrintedComments entry={{ comments: [] }} />);
    expect(container.textContent).toBe('');
  });
});
