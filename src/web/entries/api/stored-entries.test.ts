// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { updateEntryKey } from './entry-changes';
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
