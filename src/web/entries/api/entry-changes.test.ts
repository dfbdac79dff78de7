// @vitest-environment happy-dom
import { MutationObserver, QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { JournalEntry } from '../../../domain/entry-content';
import { dayEntriesQuery } from './entries';
import { registerEntryChanges, updateEntryKey, type EntryUpdate } from './entry-changes';

// What the views show the moment an athlete saves an edit, before the server has answered (it never does here).

const DAY = '2026-03-05';

const training: JournalEntry = {
  id: 'e1',
  type: 'Training',
  day: DAY,
  timestamp: `${DAY}T12:00:00.000Z`,
  content: { answers: { t1: 'Sharp' }, rating: 6 },
  version: 3,
  createdAt: `${DAY}T09:00:00.000Z`,
  updatedAt: `${DAY}T09:00:00.000Z`,
};

let client: QueryClient;

beforeEach(() => {
  vi.stubGlobal('fetch', () => new Promise<never>(() => undefined));
  client = new QueryClient();
  registerEntryChanges(client);
  client.setQueryData(dayEntriesQuery(DAY).queryKey, [training]);
});

afterEach(() => {
  client.clear();
  vi.unstubAllGlobals();
});

/** Saves an edit and waits until the views have been told of it. */
async function edit(update: EntryUpdate) {
  const observer = new MutationObserver<JournalEntry, Error, EntryUpdate>(client, { mutationKey: updateEntryKey });
  void observer.mutate(update).catch(() => undefined);
  await vi.waitFor(() => expect(client.isMutating()).toBe(1));
  await new Promise((resolve) => setTimeout(resolve, 0));
  return client.getQueryData(dayEntriesQuery(DAY).queryKey);
}

describe('an edit waiting for the server', () => {
  it('shows at once in the views, one version on', async () => {
    const content = { answers: { t1: 'Sharp, then tired' }, rating: 7 };
    expect(await edit({ id: 'e1', type: 'Training', content, version: 3 })).toEqual([
      { ...training, content, version: 4 },
    ]);
  });

  it('is not shown as the entry when its content is of another type (the server refuses it)', async () => {
    const lunch = await edit({
      id: 'e1',
      type: 'Food',
      content: { mealType: 'Lunch', timeOfDay: 'Noon', foodItems: 'Soup', feelingNotes: '' },
      version: 3,
    });
    expect(lunch).toEqual([training]);
  });
});
