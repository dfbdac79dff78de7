import { describe, expect, it } from 'vitest';
import {
  buildHealthContent,
  EMPTY_HEALTH_DRAFT,
  healthDraftErrors,
  healthDraftOf,
  type HealthDraft,
} from './health-form.js';

const draft = (patch: Partial<HealthDraft>): HealthDraft => ({ ...EMPTY_HEALTH_DRAFT, ...patch });

describe('healthDraftErrors', () => {
  it.each([
    ['nothing chosen', draft({}), ['problem', 'status']],
    ['no status', draft({ problem: 'injury' }), ['status']],
    ['an injury with its status', draft({ problem: 'injury', status: 'modified' }), []],
    [
      'an illness with an area left from an injury',
      draft({ problem: 'illness', area: 'knee', status: 'available' }),
      [],
    ],
  ] as const)('%s: %j', (_case, value, keys) => {
    expect(Object.keys(healthDraftErrors(value))).toEqual(keys);
  });

  it('says what to choose', () => {
    expect(healthDraftErrors(draft({ problem: 'injury' })).status).toBe(
      'Please choose Available, Modified or Unavailable',
    );
  });
});

describe('buildHealthContent', () => {
  it.each([
    [
      'an injury, notes trimmed',
      draft({ problem: 'injury', area: 'hamstring', side: 'left', pain: 4, status: 'modified', notes: ' Sprint ' }),
      { problem: 'injury', area: 'hamstring', side: 'left', pain: 4, status: 'modified', notes: 'Sprint' },
    ],
    [
      'an illness drops the area and side chosen before it',
      draft({ problem: 'illness', area: 'knee', side: 'left', pain: 0, status: 'unavailable', notes: '  ' }),
      { problem: 'illness', pain: 0, status: 'unavailable' },
    ],
  ] as const)('%s', (_case, value, content) => {
    expect(buildHealthContent(value)).toEqual(content);
  });
});

describe('healthDraftOf', () => {
  const stored = { problem: 'injury', area: 'hamstring', side: 'left', pain: 4, status: 'modified', notes: 'Sprint' };

  it('opens a stored entry to edit, notes and all', () => {
    expect(healthDraftOf(stored)).toEqual(stored);
  });

  it('starts an update from the last entry without its notes', () => {
    expect(healthDraftOf(stored, false)).toEqual({ ...stored, notes: '' });
  });

  it('leaves out what is not one of the choices', () => {
    expect(healthDraftOf({ problem: 'flu', area: 'elbow', pain: 12, status: 'fine', notes: 3 })).toEqual(
      EMPTY_HEALTH_DRAFT,
    );
    expect(healthDraftOf(null)).toEqual(EMPTY_HEALTH_DRAFT);
  });
});
