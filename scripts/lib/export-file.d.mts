/** An export of `entries` entries (fresh ids each call), as its JSON text. */
export function exportText(entries: number): string;
/** An export as large as fits in `bytes` (within a few hundred bytes), with how many entries it holds. */
export function exportOfSize(bytes: number): { text: string; entries: number };
