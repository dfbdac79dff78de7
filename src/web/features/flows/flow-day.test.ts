import { describe, expect, it } from 'vitest';
import { pathAfterSave, readFlowDay } from './flow-day';

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
