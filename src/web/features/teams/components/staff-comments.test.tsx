// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { toast as toasts } from 'sonner';
import { afterEach, describe, expect, it } from 'vitest';
import type { EntryComment } from '../../../entries/api/comment-shape';
import { answerWith, type Answer, type SentRequest } from '../../../test-support/fetch-stand-in';
import { renderInApp } from '../../../test-support/render-in-app';
import { StaffComments } from './staff-comments';

// A team's thread as its staff see it under an athlete's entry. HTTP answers come from a fetch stand-in: what is under
// test is what the staff's page shows and sends; the server's rules are pinned by its API tests.

const comment = (id: string, more: Partial<EntryComment>): EntryComment => ({
  id,
  entryId: 'e1',
  teamId: 't1',
  teamName: 'Riverside U18',
  author: { name: 'Coach Sam', role: 'staff' },
  mine: true,
  body: 'Good session.',
  createdAt: '2026-11-27T09:41:00.000Z',
  editedAt: null,
  ...more,
});

const MINE = comment('c1', { body: 'Strong finish.' });
const ATHLETE = comment('c2', { author: { name: 'Ana', role: 'athlete' }, mine: false, body: 'Thanks!' });
const OTHER_COACH = comment('c3', { author: { name: 'Coach Lee', role: 'staff' }, mine: false, body: 'Agreed.' });

let sent: SentRequest[];
const writes = () => sent.filter((request) => request.method !== 'GET');

function open(comments: EntryComment[], answer: Answer) {
  sent = answerWith(answer);
  renderInApp(
    [
      {
        path: '/',
        element: <StaffComments teamId="t1" memberId="m1" entryId="e1" title="Training" comments={comments} />,
      },
    ],
    '/',
    new QueryClient(),
  );
}

const field = () => screen.getByRole<HTMLInputElement>('textbox', { name: 'Comment' });

/** Comment opens the field, with focus in it. */
function startComment() {
  fireEvent.click(screen.getByRole('button', { name: 'Comment on Training' }));
  expect(document.activeElement).toBe(field());
}

afterEach(() => {
  toasts.dismiss();
  cleanup();
});

describe("the staff's thread on an athlete's entry", () => {
  it('keeps the field closed until Comment opens it; Cancel closes it', () => {
    open([], () => null);
    expect(screen.queryByRole('textbox', { name: 'Comment' })).toBeNull();
    startComment();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('textbox', { name: 'Comment' })).toBeNull();
  });

  it('shows every comment with its author; the reader\'s own as "You", with Edit and Delete on those only', () => {
    open([MINE, ATHLETE, OTHER_COACH], () => null);
    const items = within(screen.getByRole('list', { name: 'Comments' })).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('.font-semibold')?.textContent)).toEqual(['You', 'Ana', 'Coach Lee']);
    expect(
      screen.getAllByRole('button', { name: /^Actions for/ }).map((button) => button.getAttribute('aria-label')),
    ).toEqual(['Actions for your comment']);
    fireEvent.click(screen.getByRole('button', { name: 'Actions for your comment' }));
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Edit', 'Delete']);
  });

  it('sends a comment on the entry and says so', async () => {
    open([], ({ method, body }) =>
      method === 'POST' ? [201, { comment: { ...MINE, body: (body as { body: string }).body } }] : null,
    );
    startComment();
    fireEvent.change(field(), { target: { value: ' How did the knee feel? ' } });
    fireEvent.submit(field().form!);

    expect(await screen.findByText('Comment sent.')).toBeTruthy();
    // The field closes; Comment has focus again, for the next one.
    expect(screen.queryByRole('textbox', { name: 'Comment' })).toBeNull();
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Comment on Training' })),
    );
    expect(writes()).toEqual([
      {
        method: 'POST',
        path: '/api/teams/t1/athletes/m1/entries/e1/comments',
        body: { body: 'How did the knee feel?' },
        answered: true,
      },
    ]);
  });

  it("says the server's refusal above Send and keeps what was typed", async () => {
    open([], () => [404, { error: { code: 'NOT_FOUND', message: 'No such athlete' } }]);
    startComment();
    fireEvent.change(field(), { target: { value: 'Still there?' } });
    fireEvent.submit(field().form!);

    expect((await screen.findByRole('alert')).textContent).toBe('No such athlete');
    expect(field().value).toBe('Still there?');
  });

  it('edits and deletes their own comment', async () => {
    open([MINE], ({ method, body }) =>
      method === 'PATCH'
        ? [200, { comment: { ...MINE, ...(body as object) } }]
        : method === 'DELETE'
          ? [204, null]
          : null,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Actions for your comment' }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Edit' }));
    const edit = screen.getByRole<HTMLInputElement>('textbox', { name: 'Edit comment' });
    fireEvent.change(edit, { target: { value: 'Strong finish!' } });
    fireEvent.submit(edit.form!);
    await waitFor(() => expect(screen.queryByRole('textbox', { name: 'Edit comment' })).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: 'Actions for your comment' }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Delete' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(writes()).toHaveLength(2));
    expect(writes().map((request) => [request.method, request.path, request.body])).toEqual([
      ['PATCH', '/api/teams/t1/comments/c1', { body: 'Strong finish!' }],
      ['DELETE', '/api/teams/t1/comments/c1', undefined],
    ]);
  });
});
