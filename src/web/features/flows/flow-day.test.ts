import { describe, expect, it } from 'vitest';
import { pathAfterSave, readFlowDay, startingTimeOfDay } from './flow-day';

describe('pathAfterSave: every flow lands on the day its entry belongs to (PRODUCT.md)', () => {
  it.each([
    ['today, on Today', '2026-03-05', '2026-03-05', '/journal'],
    ['an earlier day, on its journal', '2026-03-04', '2026-03-05', '/journal/2026-03-04'],
    ['a later day, on its journal', '2026-03-06', '2026-03-05', '/journal/2026-03-06'],
  ])('%s', (_case, day, today, path) => {
    expect(pathAfterSave(day, today)).toBe(path);
  });
});

describe('readFlowDay', () => {
  it.each([
    ['a day in the URL first', { selectedDate: '2026-03-01' }, '2026-03-02', '2026-03-02'],
    ['else the day in router state', { selectedDate: '2026-03-01' }, undefined, '2026-03-01'],
    ['else today', null, undefined, '2026-03-05'],
    ['a URL that is no day falls back', null, '2026-02-30', '2026-03-05'],
  ])('%s', (_case, state, param, day) => {
    expect(readFlowDay(state, param, '2026-03-05').day.selectedDate).toBe(day);
  });
});

describe('startingTimeOfDay', () => {
  // Local times: the test and the code read the same time zone.
  const afternoon = new Date(2026, 2, 5, 15, 7);
  it.each([
    ['today: now, as the specification writes times', '2026-03-05', afternoon, '3:07 PM'],
    ['today before ten', '2026-03-05', new Date(2026, 2, 5, 9, 30), '9:30 AM'],
    ['just after midnight', '2026-03-05', new Date(2026, 2, 5, 0, 5), '12:05 AM'],
    ['another day: blank', '2026-03-04', afternoon, ''],
  ])('%s', (_case, day, now, expected) => {
    expect(startingTimeOfDay(day, now)).toBe(expected);
  });
});
