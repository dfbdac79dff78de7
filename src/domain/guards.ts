// Type guards for values whose shape nothing promises: data read back from browser storage (which anyone, or any
// bug, may have changed), stored JSON, a file being imported.

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export const isString = (value: unknown): value is string => typeof value === 'string';

export const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/** An array whose every item passes `isItem`. */
export const isArrayOf = <T>(value: unknown, isItem: (item: unknown) => item is T): value is T[] =>
  Array.isArray(value) && value.every(isItem);
