// JSON kept in this browser's localStorage. Storage may be switched off or full: the app works on without it, so
// no call here throws.

/**
 * The value kept under `key` when `parse` accepts it, or null. What is there but unreadable (not JSON, or a shape
 * `parse` refuses) is removed with a warning naming `what`: never trusted, and never read again.
 */
export function readStoredJson<T>(key: string, parse: (value: unknown) => T | null, what: string): T | null {
  let text: string | null;
  try {
    text = localStorage.getItem(key);
  } catch {
    return null; // storage switched off by the browser
  }
  if (text === null) return null;
  try {
    const value = parse(JSON.parse(text));
    if (value !== null) return value;
  } catch {
    // reported below, like a wrong shape
  }
  console.warn(`Touchline: ${what} in browser storage was unreadable and has been dropped.`);
  removeStored(key);
  return null;
}

/** Keeps `value` under `key`, unless storage is full or switched off. */
export function writeStoredJson(key: string, value: unknown): void {
  try {
    localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // the caller's feature works on without it
  }
}

/** Removes what is kept under `key`, if anything. */
export function removeStored(key: string): void {
  try {
    localStorage.removeItem(key);
  } catch {
    // nothing stored, nothing to remove
  }
}
