// @vitest-environment happy-dom
import { Profiler } from 'react';
import { cleanup, render, screen, within } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import type { Insights } from '../../../../domain/insights/contract';
import { renderInApp } from '../../../test-support/render-in-app';
import { InsightsBody } from './insights-body';

// The screen's body drawn from one known answer, as the server sends it: the figures are written out by hand.

const series = (key: string, label: string, values: (number | null)[]) => ({ key, label, values });

const ANSWER = {
  period: '4w',
  today: '2026-11-27',
  weeks: ['2026-11-02', '2026-11-09', '2026-11-16', '2026-11-23'],
  hasEntries: true,
  headline: "In today's check-in, sleep quality is lower than usual for you.",
  load: {
    summary: 'This week: 1,260 (22% below your 4-week average)',
    weekly: [2070, 1550, 1305, 1260],
    fourWeekAverage: [null, 1200, 1588, 1606],
    monotony: 0.9,
    strain: 1091,
  },
  ratings: {
    summaries: [
      'Game averaged 6.5 over the last 4 weeks (5.0 the 4 weeks before)',
      'Training averaged 6.6 over the last 4 weeks (6.0 the 4 weeks before)',
    ],
    series: [series('Game', 'Game', [6, 7, null, 7]), series('Training', 'Training', [6.3, 7, 6, 7])],
  },
  wellness: {
    summary: 'Latest check-in, November 27: wellness 19 of 25.',
    series: [
      series('fatigue', 'Fatigue', [4, 4.1, 4, 4.2]),
      series('sleep', 'Sleep quality', [4.3, 4, 4.1, 3.8]),
      series('soreness', 'Muscle soreness', [4, 4, 4, 4]),
      series('stress', 'Stress', [3.9, 4.1, 4, 4]),
      series('mood', 'Mood', [4, 4, null, 4.5]),
    ],
    latest: null,
    unusual: ['Sleep quality is lower than usual for you'],
    unusualNote: null,
  },
  gamePlan: { summary: 'You stuck to your plan in 1 of 1 game, partly in 0 and not in 0.', answers: [] },
  consistency: { daysThisMonth: 27, currentRun: 38, longestRun: 38 },
  availability: { available: 20, days: 24, summary: 'Available on 20 of 24 days.' },
  patterns: [],
} as Insights;

function renderBody(insights: Insights = ANSWER) {
  renderInApp(
    [{ path: '/insights', element: <InsightsBody insights={insights} periodText="the last 4 weeks" /> }],
    '/insights',
    new QueryClient(),
  );
}

const section = (name: string) => screen.getByRole('region', { name });
/** The numbers written on a chart's value axis and time axis. */
const chartTexts = (chart: HTMLElement) => [...chart.querySelectorAll('text')].map((text) => text.textContent);

afterEach(cleanup);

describe('InsightsBody', () => {
  it('opens on the headline, before every section', () => {
    renderBody();
    const headline = screen.getByText("In today's check-in, sleep quality is lower than usual for you.");
    const firstSection = section('Training Load');
    expect(headline.compareDocumentPosition(firstSection) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('ends the load axis just above the highest week (2,070 -> 2,500) and says what load, AU, monotony and strain are', () => {
    renderBody();
    const load = section('Training Load');
    const texts = chartTexts(within(load).getByRole('img'));
    expect(texts).toContain('2,500');
    expect(texts).toContain('1,250');
    expect(texts).not.toContain('5,000');
    expect(
      within(load).getByText(
        "Load is each session's effort (0 to 10) x its minutes, in AU (arbitrary units: effort x minutes).",
      ),
    ).toBeTruthy();
    expect(
      within(load).getByText("How alike the last 7 days' loads were: higher when every day was much the same."),
    ).toBeTruthy();
    expect(
      within(load).getByText("The last 7 days' load x monotony: higher when those days were heavy and alike."),
    ).toBeTruthy();
  });

  it('draws one small chart per wellness item, each titled by the item, on the same 1 to 5 scale', () => {
    renderBody();
    const wellness = section('Wellness');
    const charts = within(wellness).getAllByRole('img');
    expect(charts.map((chart) => chart.getAttribute('aria-label'))).toEqual([
      'Fatigue, weekly average from Nov 2 to Nov 23 (1 to 5, 5 is best): 4.2 the week of Nov 23',
      'Sleep quality, weekly average from Nov 2 to Nov 23 (1 to 5, 5 is best): 3.8 the week of Nov 23',
      'Muscle soreness, weekly average from Nov 2 to Nov 23 (1 to 5, 5 is best): 4 the week of Nov 23',
      'Stress, weekly average from Nov 2 to Nov 23 (1 to 5, 5 is best): 4 the week of Nov 23',
      'Mood, weekly average from Nov 2 to Nov 23 (1 to 5, 5 is best): 4.5 the week of Nov 23',
    ]);
    expect(
      within(wellness)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Fatigue', 'Sleep quality', 'Muscle soreness', 'Stress', 'Mood']);
    for (const chart of charts) expect(chartTexts(chart)).toEqual(['1', '3', '5', 'Nov 2', 'Nov 23']);
  });

  it('draws one small chart per rated type, on the same 1 to 10 scale', () => {
    renderBody();
    const ratings = section('Ratings');
    const charts = within(ratings).getAllByRole('img');
    expect(charts.map((chart) => chart.getAttribute('aria-label'))).toEqual([
      'Game, weekly average rating from Nov 2 to Nov 23 (1 to 10): 7 the week of Nov 23',
      'Training, weekly average rating from Nov 2 to Nov 23 (1 to 10): 7 the week of Nov 23',
    ]);
    for (const chart of charts) expect(chartTexts(chart)).toEqual(['1', '5', '10', 'Nov 2', 'Nov 23']);
  });

  it('says the days available over the period, after consistency', () => {
    renderBody();
    expect(within(section('Days available')).getByText('Available on 20 of 24 days.')).toBeTruthy();
  });

  it('commits the headline with the data, and the sections in a render after it (issue 36)', () => {
    const commits: { headline: boolean; sections: number }[] = [];
    const record = () =>
      commits.push({
        headline: document.body.textContent?.includes(ANSWER.headline) ?? false,
        sections: document.querySelectorAll('section[aria-labelledby]').length,
      });
    renderInApp(
      [
        {
          path: '/insights',
          element: (
            <Profiler id="insights" onRender={record}>
              <InsightsBody insights={ANSWER} periodText="the last 4 weeks" />
            </Profiler>
          ),
        },
      ],
      '/insights',
      new QueryClient(),
    );
    expect(commits[0]).toEqual({ headline: true, sections: 0 });
    expect(commits.at(-1)).toEqual({ headline: true, sections: 7 });
  });

  it('keeps a shown body whole until the next answer is drawn: never a new headline over the old sections', () => {
    const next = {
      ...ANSWER,
      headline: 'Your training load is higher than usual.',
      load: { ...ANSWER.load, summary: 'This week: 2,000' },
    };
    const commits: string[] = [];
    const record = () =>
      commits.push(`${document.querySelector('p')?.textContent} | ${screen.queryByText(/^This week/)?.textContent}`);
    const body = (insights: Insights) => (
      <Profiler id="insights" onRender={record}>
        <InsightsBody insights={insights} periodText="the last 4 weeks" />
      </Profiler>
    );
    const { rerender } = render(body(ANSWER));
    commits.length = 0;
    rerender(body(next));
    expect(commits.at(-1)).toBe(`${next.headline} | This week: 2,000`);
    expect(commits).not.toContain(`${next.headline} | ${ANSWER.load.summary}`);
  });

  it('before the first entry, shows no headline', () => {
    renderBody({ ...ANSWER, hasEntries: false });
    expect(screen.queryByText(ANSWER.headline)).toBeNull();
  });
});
