// @vitest-environment happy-dom
import { Profiler } from 'react';
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Month } from '../../../../domain/dates';
import type { DaySummary } from '../../../../domain/rating';
import type { CalendarMonthState } from '../calendar-month-state';
import { CalendarGrid } from './calendar-grid';

afterEach(cleanup);

const MARCH: readonly DaySummary[] = [{ day: '2026-03-05', entryCount: 2, averageRating: 7.5 }];
const APRIL: readonly DaySummary[] = [{ day: '2026-04-09', entryCount: 1, averageRating: 4 }];

/** What each commit showed of two days: their names, as a screen reader reads them. */
function renderGrid() {
  const commits: string[] = [];
  const record = () => {
    const names = ['2026-03-05', '2026-04-09'].map(
      (day) => document.querySelector(`a[data-day="${day}"]`)?.getAttribute('aria-label') ?? '-',
    );
    commits.push(names.join(' | '));
  };
  const grid = (month: Month, summaries: readonly DaySummary[], state: CalendarMonthState) => (
    <Profiler id="calendar" onRender={record}>
      <CalendarGrid month={month} today="2026-03-01" summaries={summaries} monthState={state} labelledBy="title" />
    </Profiler>
  );
  const { rerender } = render(grid('2026-03', [], 'loading'));
  return {
    commits,
    show: (month: Month, summaries: readonly DaySummary[], state: CalendarMonthState) =>
      rerender(grid(month, summaries, state)),
  };
}

describe('CalendarGrid', () => {
  it("colours the days with the month's answer in a render after the one that received it (issue 36)", () => {
    const { commits, show } = renderGrid();
    expect(commits).toEqual(['March 5, 2026: loading | -']);
    show('2026-03', MARCH, 'known');
    expect(commits[1]).toBe('March 5, 2026: loading | -');
    expect(commits.at(-1)).toBe('March 5, 2026: 2 entries, average rating 7.5 | -');
  });

  it("draws another month's days with that month's own answer, never with the last month's", () => {
    const { commits, show } = renderGrid();
    show('2026-03', MARCH, 'known');
    commits.length = 0;
    show('2026-04', APRIL, 'known');
    expect(commits.length).toBeGreaterThan(0);
    for (const commit of commits) expect(commit).toBe('- | April 9, 2026: 1 entry, average rating 4');
  });
});
