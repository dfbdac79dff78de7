// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { deleteCommentKey, editCommentKey, replyKey } from './comment-changes';
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

describe("a comment's change waiting in the browser, read back after a reload", () => {
  const reply = { id: 'c1', entryId: 'e1', teamId: 't1', body: 'Thanks, coach' };
  it.each<[string, boolean, readonly unknown[], unknown]>([
    ['a reply', true, replyKey, reply],
    ['a reply without its thread', false, replyKey, { ...reply, teamId: undefined }],
    ['a reply without words', false, replyKey, { ...reply, body: 7 }],
    ['an edit', true, editCommentKey, { id: 'c1', entryId: 'e1', body: 'Thanks!' }],
    ['an edit without its entry', false, editCommentKey, { id: 'c1', body: 'Thanks!' }],
    ['a deletion', true, deleteCommentKey, { id: 'c1', entryId: 'e1' }],
    ['a deletion without its entry', false, deleteCommentKey, { id: 'c1' }],
  ])('%s: kept %s', (_case, kept, key, variables) => {
    expect(rules.changeVariables(key, variables)).toBe(kept);
  });
});
