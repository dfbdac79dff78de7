/**
 * The kinds of journal entry, in the order screens list them; Health is an injury or illness, Note a free note (a
 * title and text, for what fits no other kind and for imported journals), Wellness the daily check-in.
 */
export const ENTRY_TYPES = [
  'Game',
  'Training',
  'Rehab',
  'Lift',
  'Imagery',
  'Food',
  'Health',
  'Note',
  'Wellness',
] as const;

export type EntryType = (typeof ENTRY_TYPES)[number];

/** The route slug of each entry type, as used in `/{slug}-journal` and `/{slug}-journal-entries`. */
const SLUGS = {
  Game: 'game',
  Training: 'training',
  Rehab: 'rehab',
  Lift: 'lift',
  Imagery: 'imagery',
  Food: 'food',
  Health: 'health',
  Note: 'note',
  Wellness: 'wellness',
} as const satisfies Record<EntryType, string>;

export type EntryTypeSlug = (typeof SLUGS)[EntryType];

const LABELS: Partial<Record<EntryType, string>> = { Health: 'Injury or illness', Wellness: 'Wellness check-in' };

/** How screens name an entry type: its own name, but "Injury or illness" for Health and "Wellness check-in" for the check-in. */
export function entryTypeLabel(type: EntryType): string {
  return LABELS[type] ?? type;
}

/** Whether `entry` is of `type`: on a journal entry, this also tells its content's shape. */
export function isOfType<E extends { type: string }, K extends EntryType>(entry: E, type: K): entry is E & { type: K } {
  return entry.type === type;
}

/** True when `x` is exactly one of the entry type names (case-sensitive). */
export function isEntryType(x: unknown): x is EntryType {
  return typeof x === 'string' && (ENTRY_TYPES as readonly string[]).includes(x);
}

/** The lowercase route slug of an entry type ('Game' -> 'game'). */
export function entryTypeSlug(type: EntryType): EntryTypeSlug {
  return SLUGS[type];
}

/** The entry type whose slug is `slug` exactly, or null for anything else. */
export function entryTypeFromSlug(slug: string): EntryType | null {
  return ENTRY_TYPES.find((type) => SLUGS[type] === slug) ?? null;
}
