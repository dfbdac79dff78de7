import { describe, expect, it } from 'vitest';
import { calendarMonthState } from './calendar-month-state';

const days = { days: [] };

describe('calendarMonthState', () => {
  it.each([
    ['first request under way', { data: undefined, fetchStatus: 'fetching', isError: false }, 'loading'],
    ['about to fetch', { data: undefined, fetchStatus: 'idle', isError: false }, 'loading'],
    ['offline, nothing kept', { data: undefined, fetchStatus: 'paused', isError: false }, 'offline'],
    ['failed, then offline on the retry', { data: undefined, fetchStatus: 'paused', isError: true }, 'offline'],
    ['failed', { data: undefined, fetchStatus: 'idle', isError: true }, 'failed'],
    ['failed, asked again', { data: undefined, fetchStatus: 'fetching', isError: true }, 'loading'],
    ['loaded', { data: days, fetchStatus: 'idle', isError: false }, 'known'],
    ['kept, offline', { data: days, fetchStatus: 'paused', isError: false }, 'known'],
    ['kept, refreshing', { data: days, fetchStatus: 'fetching', isError: false }, 'known'],
    ['kept, a refresh failed', { data: days, fetchStatus: 'idle', isError: true }, 'known'],
  ] as const)('%s', (_case, query, expected) => {
    expect(calendarMonthState(query)).toBe(expected);
  });
});
