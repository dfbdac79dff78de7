import type { QueryClient } from '@tanstack/react-query';
import { dayTimestamp } from '../../../domain/dates';
import {
  withContent,
  type AnyEntryContent,
  type EntryCreate,
  type JournalEntry,
  type TypedContent,
} from '../../../domain/entry-content';
import { isRecord } from '../../../domain/guards';
import { ApiError } from '../../lib/api';
import { api, ok } from '../../lib/api-client';
import { SYNC_CHANGE_OPTIONS, SYNC_SCOPE } from '../../lib/query-client';
import { entriesKey } from './entries';
import { findCachedEntry, hideEntry, showEntry } from './entry-cache';
import { isEntry } from './entry-shape';

/**
 * The three changes an athlete makes to entries. Each is a persisted mutation: it shows at once in every view,
 * waits in the browser (across reloads) while offline, and is sent in order, exactly once, when the connection
 * returns. Replays are harmless: a create carries the client-chosen id, a delete of a gone entry is done, an
 * update the server already applied is recognised. Rules in docs/decisions/006-offline-sync-and-conflicts.md.
 */

export const createEntryKey = [...entriesKey, 'create'] as const;
export const updateEntryKey = [...entriesKey, 'update'] as const;
export const deleteEntryKey = [...entriesKey, 'delete'] as const;

/**
 * An edit of a stored entry: its new content, of the entry's type, made from `version` (the server refuses it when
 * the entry changed since).
 */
export type EntryUpdate = { id: string; version?: number } & TypedContent;

/** An edit as a change waiting in the browser holds it: one kept since before edits carried their type has none. */
type KeptUpdate = EntryUpdate | { id: string; version?: number; type?: undefined; content: AnyEntryContent };

/** The deletion of one entry. */
export interface EntryDeletion {
  id: string;
}

function createEntry(entry: EntryCreate): Promise<JournalEntry> {
  return ok(api.entries.$post({ json: entry })).then((answer) => answer.entry);
}

/**
 * The entry as the server holds it, which the 409 refusing an update carries (the update was made from an older
 * version); null for any other error.
 */
export function conflictingEntry(error: unknown): JournalEntry | null {
  if (!(error instanceof ApiError && error.status === 409 && isRecord(error.answer))) return null;
  return isEntry(error.answer.entry) ? error.answer.entry : null;
}

/** Sends an update; a 409 for content the server already holds is this same update replayed, so it counts as done. */
async function updateEntry({ id, content, version }: KeptUpdate): Promise<JournalEntry> {
  try {
    return (await ok(api.entries[':id'].$put({ param: { id }, json: { content, version } }))).entry;
  } catch (error) {
    const stored = conflictingEntry(error);
    if (stored && sameJson(stored.content, content)) return stored;
    throw error;
  }
}

/** Deletes an entry; one that is gone already (a replayed delete) counts as deleted. */
async function deleteEntry({ id }: EntryDeletion): Promise<void> {
  try {
    await ok(api.entries[':id'].$delete({ param: { id } }));
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 404)) throw error;
  }
}

/** Equal as JSON, whatever the order of object keys. */
function sameJson(a: unknown, b: unknown): boolean {
  const canonical = (value: unknown): unknown =>
    Array.isArray(value)
      ? value.map(canonical)
      : value && typeof value === 'object'
        ? Object.fromEntries(
            Object.entries(value)
              .sort(([x], [y]) => (x < y ? -1 : 1))
              .map(([key, item]) => [key, canonical(item)]),
          )
        : value;
  return JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));
}

/**
 * The entry as it will be once the server stores it, for the views to show until it does: a restored one at the time
 * it was first created, so it shows in its place at once.
 */
function draftEntry({ restore, ...entry }: EntryCreate): JournalEntry {
  const now = new Date().toISOString();
  return {
    ...entry,
    id: entry.id.toLowerCase(),
    timestamp: dayTimestamp(entry.day),
    version: 1,
    createdAt: restore?.createdAt ?? now,
    updatedAt: now,
  };
}

/**
 * Registers how each change runs, so changes restored from the browser after a reload can run too. Views refetch
 * from the server once the last waiting change is done (earlier, a refetch would hide the changes still waiting).
 */
export function registerEntryChanges(client: QueryClient): void {
  const isLastChange = () => client.isMutating({ predicate: (m) => m.options.scope?.id === SYNC_SCOPE.id }) <= 1;
  const refreshWhenSynced = () => (isLastChange() ? client.invalidateQueries({ queryKey: entriesKey }) : undefined);
  const stopRefetches = () => client.cancelQueries({ queryKey: entriesKey });

  /**
   * A create or an update: shown at once as `shown` makes it, then as the server stores it. A conflict's answer
   * carries the entry as the server holds it: the views show that at once (the server's version wins).
   */
  const entryChange = <V>(
    send: (change: V) => Promise<JournalEntry>,
    shown: (change: V) => JournalEntry | undefined,
  ) => ({
    ...SYNC_CHANGE_OPTIONS,
    mutationFn: send,
    onMutate: async (change: V) => {
      await stopRefetches();
      const entry = shown(change);
      if (entry) showEntry(client, entry);
    },
    onSuccess: (stored: JournalEntry) => {
      showEntry(client, stored);
      return refreshWhenSynced();
    },
    onError: (error: Error) => {
      const current = conflictingEntry(error);
      if (current) showEntry(client, current);
      return refreshWhenSynced();
    },
  });

  client.setMutationDefaults(createEntryKey, entryChange(createEntry, draftEntry));
  client.setMutationDefaults(
    updateEntryKey,
    entryChange(updateEntry, ({ id, version: _from, ...edit }: KeptUpdate) => {
      const cached = findCachedEntry(client, id);
      const edited = cached && edit.type !== undefined ? withContent(cached, edit) : undefined;
      return edited && { ...edited, version: edited.version + 1 };
    }),
  );

  client.setMutationDefaults(deleteEntryKey, {
    ...SYNC_CHANGE_OPTIONS,
    mutationFn: (deletion: EntryDeletion) => deleteEntry(deletion),
    onMutate: async ({ id }: EntryDeletion) => {
      await stopRefetches();
      const cached = findCachedEntry(client, id);
      if (cached) hideEntry(client, cached);
    },
    onSuccess: refreshWhenSynced,
    onError: refreshWhenSynced,
  });
}
