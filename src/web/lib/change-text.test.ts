import { describe, expect, it } from 'vitest';
import { ApiError } from './api';
import { refusalMessage, writtenText } from './change-text';

describe('writtenText', () => {
  it('collects what the athlete wrote in an entry, leaving out its id, type and day', () => {
    const entry = {
      id: '3f1c2a9e-0000-4000-8000-000000000000',
      type: 'Training',
      day: '2026-03-05',
      content: { answers: { t1: 'Locked in', t2: '  ' }, rating: 8, notes: 'Felt quick' },
    };
    expect(writtenText(entry)).toEqual(['Locked in', 'Felt quick']);
  });

  it('collects the question texts of a question set, not their ids or switches', () => {
    const save = { name: 'lift', items: [{ id: '1', text: 'Why lift?', enabled: true, isCustom: true }] };
    expect(writtenText(save)).toEqual(['Why lift?']);
  });

  it("collects a reply's words, not the ids of its entry and thread", () => {
    const reply = { id: 'c1', entryId: 'e1', teamId: 't1', body: 'Thanks, coach' };
    expect(writtenText(reply)).toEqual(['Thanks, coach']);
  });
});

describe('refusalMessage', () => {
  it.each([
    [
      new ApiError(409, 'CONFLICT', 'changed'),
      'This entry changed on another device since you edited it, so your edit was not saved.',
    ],
    [new ApiError(422, 'VALIDATION_FAILED', 'Notes are too long'), 'Not saved: Notes are too long'],
    [{ status: 422, code: 'VALIDATION_FAILED' }, 'The server refused this change, so it was not saved.'],
  ])('explains %o', (error, message) => {
    expect(refusalMessage(error)).toBe(message);
  });

  it("says a comment's change was refused in the server's words, never that the entry is gone", () => {
    const reply = { id: 'c1', entryId: 'e1', teamId: 't1', body: 'Thanks' };
    expect(refusalMessage(new ApiError(404, 'NOT_FOUND', 'No such thread'), reply)).toBe(
      'Your comment was not sent: No such thread',
    );
  });
});
