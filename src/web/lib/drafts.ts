/**
 * Drafts: what an athlete has typed in an entry flow, kept in localStorage as they type (a synchronous write, so a
 * reload or a closed app right after a keystroke keeps it) until the entry is saved or the draft discarded. Each key
 * names its athlete, flow, day and entry, and signing out removes them all: a shared device never shows one
 * athlete's words to the next.
 */
const PREFIX = 'touchline-draft:';

/** The storage key of a draft: the athlete, the flow, the day, and the entry edited (or 'new'). */
export function draftKey(owner: string, flow: string, day: string, entryId: string | null): string {
  return `${PREFIX}${owner}:${flow}:${day}:${entryId ?? 'new'}`;
}

/** The draft under `key` when `parse` accepts it; anything unreadable is dropped with a warning, never shown. */
export function readDraft<T>(key: string, parse: (value: unknown) => T | null): T | null {
  let text: string | null;
  try {
    text = localStorage.getItem(key);
  } catch {
    return null; // storage switched off by the browser
  }
  if (text === null) return null;
  try {
    const draft = parse(JSON.parse(text));
    if (draft !== null) return draft;
  } catch {
    // reported below, like a wrong shape
  }
  console.warn('Touchline: a draft in browser storage was unreadable and has been dropped.');
  removeDraft(key);
  return null;
}

/** Keeps a draft under `key`. */
export function writeDraft(key: string, draft: unknown): void {
  try {
    localStorage.setItem(key, JSON.stringify(draft));
  } catch {
    // Storage full or switched off: the flow still works, only without a draft.
  }
}

/** Removes the draft under `key`. */
export function removeDraft(key: string): void {
  try {
    localStorage.removeItem(key);
  } catch {
    // nothing stored, nothing to remove
  }
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
