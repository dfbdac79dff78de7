import { vi } from 'vitest';

/**
 * Stands in for `localStorage` with one map, as the browser's behaves for getItem, setItem and removeItem; returns
 * the map, to read what was kept. Undo with vi.unstubAllGlobals().
 */
export function stubStorage(entries: Record<string, string> = {}): Map<string, string> {
  const map = new Map(Object.entries(entries));
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
  });
  return map;
}

/** A `localStorage` the browser has switched off: every call throws, as a browser's does then. */
export function stubStorageOff(): void {
  const off = () => {
    throw new Error('SecurityError');
  };
  vi.stubGlobal('localStorage', { getItem: off, setItem: off, removeItem: off });
}
