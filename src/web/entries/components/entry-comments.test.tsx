// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, useQuery } from '@tanstack/react-query';
import { toast as toasts } from 'sonner';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { JournalEntry } from '../../../domain/entry-content';
import { answerWith, type Answer, type SentRequest } from '../../test-support/fetch-stand-in';
import { renderInApp } from '../../test-support/render-in-app';
import { registerCommentChanges } from '../api/comment-changes';
import type { EntryComment } from '../api/comment-shape';
import { dayEntriesQuery } from '../api/entries';
import { EntryComments } from './entry-comments';

// The comments under an athlete's own entry card, read from the day's cached entries as the journal's screens read
// them, with the app's own comment changes. HTTP answers come from a fetch stand-in: what is under test is the web's
// code (what shows, what is sent and when); the server's answers are pinned by its API tests.

const DAY = '2026-11-27';
const ENTRY = 'entry-1';

const comment = (id: string, more: Partial<EntryComment> = {}): EntryComment => ({
  id,
  entryId: ENTRY,
  teamId: 'team-1',
  teamName: 'Riverside U18',
  author: { name: 'Coach Sam', role: 'staff' },
  mine: false,
  body: 'Good session.',
  createdAt: `${DAY}T09:41:00.000Z`,
  editedAt: null,
  ...more,
});

const STAFF_FIRST = comment('c1', { body: 'Strong finish.\nHow is the hamstring?' });
const MY_REPLY = comment('c2', {
  author: { name: 'Ana', role: 'athlete' },
  mine: true,
  body: 'Tight but fine.',
  createdAt: `${DAY}T10:00:00.000Z`,
});
const STAFF_NEWEST = comment('c3', { body: 'Ice it tonight.\nSee you Monday.', createdAt: `${DAY}T11:00:00.000Z` });

const entry = (comments: EntryComment[]) =>
  ({
    id: ENTRY,
    type: 'Training',
    day: DAY,
    timestamp: `${DAY}T12:00:00.000Z`,
    content: { answers: {}, rating: 7 },
    version: 1,
    createdAt: `${DAY}T08:00:00.000Z`,
    updatedAt: `${DAY}T08:00:00.000Z`,
    comments,
  }) as JournalEntry;

let client: QueryClient;
let sent: SentRequest[];

function DayComments() {
  const { data = [] } = useQuery({ ...dayEntriesQuery(DAY), staleTime: Infinity });
  return (
    <>
      {data.map((shown) => (
        <EntryComments key={shown.id} entry={shown} />
      ))}
    </>
  );
}

function open(comments: EntryComment[], answer: Answer) {
  sent = answerWith(answer);
  client.setQueryData(dayEntriesQuery(DAY).queryKey, [entry(comments)]);
  renderInApp([{ path: '/', element: <DayComments /> }], '/', client);
}

const toggle = () => screen.getByRole('button', { name: /^\d+ comments?$/ });
/** Opens the thread, whose code loads when it is first opened. */
async function openThread() {
  fireEvent.click(toggle());
  await screen.findAllByRole('list', { name: 'Comments' });
}

const replyField = () => screen.getByRole<HTMLInputElement>('textbox', { name: 'Reply' });
const writes = () => sent.filter((request) => request.method !== 'GET');

/** The server's answer to a reply, as its route gives it. */
const stored = (body: unknown): [number, unknown] => {
  const reply = body as { id: string; body: string };
  return [201, { comment: { ...MY_REPLY, id: reply.id, body: reply.body, createdAt: `${DAY}T12:00:00.000Z` } }];
};

beforeEach(() => {
  // The views are read again once a change is done; the stand-in has no day to give, which is no reason to wait.
  client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  registerCommentChanges(client);
});

afterEach(() => {
  toasts.dismiss();
  cleanup();
  client.clear();
});

describe("comments under the athlete's own entry", () => {
  it('show nothing on an entry without comments', () => {
    open([], () => null);
    expect(screen.queryByRole('button', { name: /comment/ })).toBeNull();
  });

  it("fold to one line with the newest staff comment's first line; open to the thread", async () => {
    open([STAFF_FIRST, MY_REPLY, STAFF_NEWEST], () => null);
    expect(toggle().textContent).toBe('3 comments');
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByText('Ice it tonight.')).toBeTruthy();
    expect(screen.queryByText(/See you Monday/)).toBeNull();
    expect(screen.queryByRole('list', { name: 'Comments' })).toBeNull();

    await openThread();
    const thread = screen.getByRole('list', { name: 'Comments' });
    const items = within(thread).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('.font-semibold')?.textContent)).toEqual([
      'Coach Sam',
      'You',
      'Coach Sam',
    ]);
    expect(items[2]!.textContent).toContain('Ice it tonight.\nSee you Monday.');
    // One team: its name is not repeated over the thread.
    expect(screen.queryByText('Riverside U18')).toBeNull();
  });

  it('names each thread by its team when more than one team commented', async () => {
    open([STAFF_FIRST, comment('c9', { teamId: 'team-2', teamName: 'City Seniors' })], () => null);
    await openThread();
    expect(screen.getByRole('region', { name: 'Comments from Riverside U18' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Comments from City Seniors' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Reply to City Seniors' })).toBeTruthy();
  });

  it('sends a reply under an id of its own; it shows at once and is said to be sent', async () => {
    open([STAFF_FIRST], ({ method, body }) => (method === 'POST' ? stored(body) : null));
    await openThread();
    fireEvent.change(replyField(), { target: { value: '  Feeling good  ' } });
    fireEvent.submit(replyField().form!);

    expect(await screen.findByText('Feeling good')).toBeTruthy();
    expect(await screen.findByText('Reply sent.')).toBeTruthy();
    expect(replyField().value).toBe('');
    expect(writes()).toHaveLength(1);
    expect(writes()[0]).toMatchObject({
      method: 'POST',
      path: `/api/entries/${ENTRY}/comments`,
      body: { teamId: 'team-1', body: 'Feeling good' },
    });
    expect((writes()[0]!.body as { id: string }).id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('refuses an empty reply under the field, sending nothing', async () => {
    open([STAFF_FIRST], () => null);
    await openThread();
    fireEvent.submit(replyField().form!);
    expect(screen.getByText('Write something first')).toBeTruthy();
    expect(writes()).toHaveLength(0);
  });

  it('offline, shows the reply at once as waiting to sync, and sends it once when back online', async () => {
    let online = false;
    open([STAFF_FIRST], ({ method, path, body }) => {
      if (!online) return 'no answer';
      if (path === '/api/health') return [200, { ok: true }];
      return method === 'POST' ? stored(body) : null;
    });
    await openThread();
    fireEvent.change(replyField(), { target: { value: 'Sent from the bus' } });
    fireEvent.submit(replyField().form!);

    const shown = (await screen.findByText('Sent from the bus')).closest('li')!;
    expect(within(shown).getByText('Waiting to sync')).toBeTruthy();
    expect(within(shown).getByText('You')).toBeTruthy();
    expect(
      await screen.findByText('Reply saved on this device. It will be sent when you are back online.', undefined, {
        timeout: 4000,
      }),
    ).toBeTruthy();

    online = true;
    act(() => void window.dispatchEvent(new Event('online')));
    await waitFor(() => expect(client.isMutating()).toBe(0), { timeout: 8000 });
    const answered = writes().filter((request) => request.answered);
    expect(answered).toHaveLength(1);
    const ids = new Set(writes().map((request) => (request.body as { id: string }).id));
    expect(ids.size).toBe(1);
    await waitFor(() => expect(screen.queryByText('Waiting to sync')).toBeNull());
  }, 15_000);

  it('a refused reply says why and gives the words back; it is not also left in the sync notices', async () => {
    open([STAFF_FIRST], ({ method }) =>
      method === 'POST' ? [404, { error: { code: 'NOT_FOUND', message: 'No such thread' } }] : null,
    );
    await openThread();
    fireEvent.change(replyField(), { target: { value: 'Are you there?' } });
    fireEvent.submit(replyField().form!);

    expect((await screen.findByRole('alert')).textContent).toBe('No such thread');
    expect(replyField().value).toBe('Are you there?');
    expect(screen.queryByText('Are you there?')).toBeNull();
    expect(
      client
        .getMutationCache()
        .getAll()
        .filter((m) => m.state.status === 'error'),
    ).toHaveLength(0);
  });

  it('edits only their own reply, in place', async () => {
    open([STAFF_FIRST, MY_REPLY], ({ method, body }) =>
      method === 'PATCH'
        ? [200, { comment: { ...MY_REPLY, ...(body as object), editedAt: `${DAY}T12:00:00Z` } }]
        : null,
    );
    await openThread();
    fireEvent.click(screen.getByRole('button', { name: "Actions for Coach Sam's comment" }));
    expect(screen.queryByRole('menuitem', { name: 'Edit' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Actions for your comment' }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Edit' }));
    const field = screen.getByRole<HTMLInputElement>('textbox', { name: 'Edit comment' });
    expect(field.value).toBe('Tight but fine.');
    fireEvent.change(field, { target: { value: 'Tight, iced it.' } });
    fireEvent.submit(field.form!);

    expect(await screen.findByText('Tight, iced it.')).toBeTruthy();
    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(writes()[0]).toMatchObject({
      method: 'PATCH',
      path: `/api/entries/${ENTRY}/comments/c2`,
      body: { body: 'Tight, iced it.' },
    });
    expect(screen.getByText(/Edited/)).toBeTruthy();
  });

  it("deletes any comment, staff's too, after asking; Cancel keeps it", async () => {
    open([STAFF_FIRST, MY_REPLY], ({ method }) => (method === 'DELETE' ? [204, null] : null));
    await openThread();
    const staffMenu = () => screen.getByRole('button', { name: "Actions for Coach Sam's comment" });
    fireEvent.click(staffMenu());
    fireEvent.click(screen.getByRole('menuitem', { name: 'Delete' }));
    expect(screen.getByRole('heading', { name: 'Delete this comment?' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(writes()).toHaveLength(0);
    expect(screen.getByText(/How is the hamstring/)).toBeTruthy();

    fireEvent.click(staffMenu());
    fireEvent.click(screen.getByRole('menuitem', { name: 'Delete' }));
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByText(/How is the hamstring/)).toBeNull());
    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(writes()[0]).toMatchObject({ method: 'DELETE', path: `/api/entries/${ENTRY}/comments/c1` });
    expect(toggle().textContent).toBe('1 comment');
  });
});
