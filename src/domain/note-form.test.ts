import { describe, expect, it } from 'vitest';
import { buildNoteContent, EMPTY_NOTE_DRAFT, noteDraftErrors, noteDraftOf } from './note-form.js';

describe('noteDraftErrors', () => {
  it.each([
    ['nothing written', EMPTY_NOTE_DRAFT, { text: 'Please write the note' }],
    ['a title alone', { title: 'Preseason', text: '  ' }, { text: 'Please write the note' }],
    ['text alone', { title: '', text: 'Legs heavy today.' }, {}],
    ['a title of 200 characters', { title: 'a'.repeat(200), text: 'x' }, {}],
    [
      'a title of 201 characters',
      { title: 'a'.repeat(201), text: 'x' },
      { title: 'Keep the title under 200 characters' },
    ],
    ['text of 20,000 characters', { title: '', text: 'a'.repeat(20_000) }, {}],
    [
      'text of 20,001 characters',
      { title: '', text: 'a'.repeat(20_001) },
      { text: 'Keep the note under 20,000 characters' },
    ],
  ] as const)('%s', (_case, draft, errors) => {
    expect(noteDraftErrors(draft)).toEqual(errors);
  });
});

describe('buildNoteContent', () => {
  it.each([
    [
      { title: ' Preseason ', text: ' Day one. \n' },
      { title: 'Preseason', text: 'Day one.' },
    ],
    [{ title: '   ', text: 'No title' }, { text: 'No title' }],
  ])('%j -> %j', (draft, content) => {
    expect(buildNoteContent(draft)).toEqual(content);
  });
});

describe('noteDraftOf', () => {
  it.each([
    [
      { title: 'Preseason', text: 'Day one.' },
      { title: 'Preseason', text: 'Day one.' },
    ],
    [{ text: 'No title' }, { title: '', text: 'No title' }],
    [
      { title: 3, text: null },
      { title: '', text: '' },
    ],
    [null, { title: '', text: '' }],
  ])('%j -> %j', (content, draft) => {
    expect(noteDraftOf(content)).toEqual(draft);
  });
});
