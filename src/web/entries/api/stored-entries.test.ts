// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { createEntryKey, updateEntryKey } from './entry-changes';
import { entryRestoreRules } from './stored-entries';

const rules = entryRestoreRules({});
const content = { answers: { t1: 'Sharp' } };

describe('an edit waiting in the browser, read back after a reload', () => {
  it.each([
    ['with its entry type', true, { id: 'e1', type: 'Training', content, version: 3 }],
    // Kept since before edits carried their entry's type: still sent, never lost.
    ['without a type', true, { id: 'e1', content, version: 3 }],
    ['with a type that is none', false, { id: 'e1', type: 'Nap', content, version: 3 }],
    ['without content', false, { id: 'e1', type: 'Training', version: 3 }],
  ])('%s: kept %s', (_case, kept, variables) => {
    expect(rules.changeVariables(updateEntryKey, variables)).toBe(kept);
  });
});

describe('a create waiting in the browser, read back after a reload', () => {
  const create = { id: 'e1', type: 'Training', day: '2026-03-05', content };
  it.each([
    ['a new entry', true, create],
    [
      'an entry brought back by Undo, with its creation time',
      true,
      { ...create, restore: { createdAt: '2026-03-05T07:00:00.000Z' } },
    ],
    ['a restore without its time', false, { ...create, restore: {} }],
    ['a restore that is no object', false, { ...create, restore: '2026-03-05T07:00:00.000Z' }],
    ['without a day', false, { ...create, day: undefined }],
  ])('%s: kept %s', (_case, kept, variables) => {
    expect(rules.changeVariables(createEntryKey, variables)).toBe(kept);
  });
});
