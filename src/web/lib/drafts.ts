/**
 * Drafts: what an athlete has typed in an entry flow, kept in localStorage as they type (a synchronous write, so a
 * reload or a closed app right after a keystroke keeps it) until the entry is saved or the draft discarded. Each key
 * names its athlete, flow, day and entry, and signing out removes them all: a shared device never shows one
 * athlete's words to the next.
 */
import { readStoredJson, removeStored, writeStoredJson } from './stored-json';

const PREFIX = 'touchline-draft:';

/** The storage key of a draft: the athlete, the flow, the day, and the entry edited (or 'new'). */
export function draftKey(owner: string, flow: string, day: string, entryId: string | null): string {
  return `${PREFIX}${owner}:${flow}:${day}:${entryId ?? 'new'}`;
}

/** The draft under `key` when `parse` accepts it; anything unreadable is dropped with a warning, never shown. */
export function readDraft<T>(key: string, parse: (value: unknown) => T | null): T | null {
  return readStoredJson(key, parse, 'a draft');
}

/** Keeps a draft under `key`; when storage is full or switched off, the flow still works, only without a draft. */
export function writeDraft(key: string, draft: unknown): void {
  writeStoredJson(key, draft);
}

/** Removes the draft under `key`. */
export function removeDraft(key: string): void {
  removeStored(key);
}

/** Removes every draft on this device (sign-out). */
export function clearDrafts(): void {
  try {
    const keys = Array.from({ length: localStorage.length }, (_, index) => localStorage.key(index));
    for (const key of keys) if (key?.startsWith(PREFIX)) localStorage.removeItem(key);
  } catch {
    // nothing stored, nothing to remove
  }
}
