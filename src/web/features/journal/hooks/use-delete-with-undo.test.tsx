// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, useQuery } from '@tanstack/react-query';
import { toast as toasts } from 'sonner';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { JournalEntry } from '../../../../domain/entry-content';
import { entryTypeLabel } from '../../../../domain/entry-types';
import { inSessionOrder } from '../../../../domain/today';
import { dayEntriesQuery } from '../../../entries/api/entries';
import { registerEntryChanges } from '../../../entries/api/entry-changes';
import { answerWith, type SentRequest } from '../../../test-support/fetch-stand-in';
import { renderInApp } from '../../../test-support/render-in-app';
import { useDeleteWithUndo } from './use-delete-with-undo';

// Delete and Undo as a day's cards use them, in a router with the app's own change registrations and toasts. HTTP
// answers come from a fetch stand-in: the hook is under test, not our server (the API tests pin its answers).

const DAY = '2026-03-05';

/** An entry written on its day with no time of day typed: its place in the day is the time it was written. */
const written = (id: string, type: 'Training' | 'Lift' | 'Rehab', createdAt: string): JournalEntry => ({
  id,
  type,
  day: DAY,
  timestamp: `${DAY}T12:00:00.000Z`,
  content: { answers: {} },
  version: 1,
  createdAt,
  updatedAt: createdAt,
});

// Around noon UTC, so each is on its day in any time zone the tests run in.
const ENTRIES = [
  written('a', 'Training', `${DAY}T10:00:00.000Z`),
  written('b', 'Lift', `${DAY}T12:00:00.000Z`),
  written('c', 'Rehab', `${DAY}T14:00:00.000Z`),
];

/** The day's cards in session order, as Today and the day view list them, each with its Delete. */
function DayCards() {
  const { data = [] } = useQuery(dayEntriesQuery(DAY));
  const deleteWithUndo = useDeleteWithUndo();
  return (
    <ul aria-label="Entries">
      {inSessionOrder(data).map((entry) => (
        <li key={entry.id}>
          {entryTypeLabel(entry.type)}
          <button type="button" onClick={() => deleteWithUndo(entry)}>
            Delete
          </button>
        </li>
      ))}
    </ul>
  );
}

let client: QueryClient;
let sent: SentRequest[];

const shown = () =>
  within(screen.getByRole('list', { name: 'Entries' }))
    .getAllByRole('listitem')
    .map((item) => item.firstChild?.textContent);

// The toast's code loads on its first use: loaded here once, in real time, so a test's first toast shows at once.
beforeAll(() => Promise.all([import('sonner'), import('../../../components/ui/undo-toast')]));

beforeEach(() => {
  client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  registerEntryChanges(client);
  client.setQueryData(dayEntriesQuery(DAY).queryKey, ENTRIES);
});

afterEach(() => {
  toasts.dismiss();
  cleanup();
  client.clear();
});

describe('useDeleteWithUndo', () => {
  it('brings the entry back in its place: Undo sends the time it was first created, and the views keep it', async () => {
    // Offline: what the day shows until the server answers is the web's own doing.
    sent = answerWith(() => 'no answer');
    renderInApp([{ path: '/', element: <DayCards /> }], '/', client);
    expect(shown()).toEqual(['Training', 'Lift', 'Rehab']);

    const lift = screen.getAllByRole('button', { name: 'Delete' })[1]!;
    fireEvent.click(lift);
    await waitFor(() => expect(shown()).toEqual(['Training', 'Rehab']));
    fireEvent.click(await screen.findByRole('button', { name: 'Undo' }));

    await waitFor(() => expect(shown()).toEqual(['Training', 'Lift', 'Rehab']));
    const cached = client.getQueryData(dayEntriesQuery(DAY).queryKey)?.find((entry) => entry.id === 'b');
    expect(cached?.createdAt).toBe(ENTRIES[1]!.createdAt);

    // Once online, the deletion then the restore reach the server, the restore with the entry's own time.
    let stored = ENTRIES.filter((entry) => entry.id !== 'b');
    sent = answerWith(({ method, path, body }) => {
      if (path === '/api/health') return [200, { ok: true }];
      if (method === 'DELETE') return [200, { deleted: 1 }];
      if (method === 'GET') return [200, { entries: stored }];
      // The server's answer: the entry sent (its own), at the time the restore asks for.
      const { restore } = body as { restore: { createdAt: string } };
      const back: JournalEntry = { ...ENTRIES[1]!, createdAt: restore.createdAt };
      stored = [...stored, back];
      return [201, { entry: back }];
    });
    act(() => void window.dispatchEvent(new Event('online')));
    await waitFor(() => expect(client.isMutating()).toBe(0), { timeout: 8000 });
    const restore = sent.find((request) => request.method === 'POST');
    expect(restore?.body).toEqual({
      id: 'b',
      type: 'Lift',
      day: DAY,
      content: { answers: {} },
      restore: { createdAt: ENTRIES[1]!.createdAt },
    });
    await waitFor(() => expect(shown()).toEqual(['Training', 'Lift', 'Rehab']));
  }, 15_000);
});

describe('the Undo toast (issue 30)', () => {
  // Long enough to reach, held while the athlete is on it, its Undo a real button of at least 44 x 44 px.
  /** Time passes in steps, each in its own act, so what one step's timers set going (React's updates) runs in the next. */
  async function elapse(ms: number) {
    for (let passed = 0; passed < ms; passed += 100) {
      await act(async () => void (await vi.advanceTimersByTimeAsync(Math.min(100, ms - passed))));
    }
  }
  const shown = () => screen.queryByText('Entry deleted') !== null;

  async function deleteLift() {
    answerWith(() => 'no answer');
    renderInApp([{ path: '/', element: <DayCards /> }], '/', client);
    fireEvent.click(screen.getAllByRole('button', { name: 'Delete' })[1]!);
    // The toast library and the toast's own code load on first use.
    for (let i = 0; i < 20 && !screen.queryByRole('button', { name: 'Undo' }); i++) {
      await vi.dynamicImportSettled();
      await elapse(50);
    }
    return screen.getByRole('button', { name: 'Undo' });
  }

  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  it('lasts 10 seconds, heard through a live region, its Undo a real button at least 44 px each way', async () => {
    const undo = await deleteLift();
    expect(undo.tagName).toBe('BUTTON');
    expect(undo.closest('[aria-live="polite"]')).not.toBeNull();
    expect(undo.className).toMatch(/\bmin-h-(11|12)\b/);
    expect(undo.className).toMatch(/\bmin-w-(11|12)\b/);
    await elapse(9_000);
    expect(shown()).toBe(true);
    // Gone after 10 s (sonner keeps a leaving toast a moment for its animation).
    await elapse(2_000);
    expect(shown()).toBe(false);
  });

  it('holds its time while focused, and goes on from where it was once focus leaves', async () => {
    const undo = await deleteLift();
    await elapse(6_000);
    act(() => undo.focus());
    await elapse(30_000);
    expect(shown()).toBe(true);
    act(() => undo.blur());
    await elapse(3_000);
    expect(shown()).toBe(true);
    await elapse(2_000);
    expect(shown()).toBe(false);
  });

  it('holds its time while the pointer is over it, and goes on once it leaves', async () => {
    const undo = await deleteLift();
    await elapse(6_000);
    fireEvent.mouseEnter(undo);
    await elapse(30_000);
    expect(shown()).toBe(true);
    fireEvent.mouseLeave(undo);
    await elapse(3_000);
    expect(shown()).toBe(true);
    await elapse(2_000);
    expect(shown()).toBe(false);
  });
});
