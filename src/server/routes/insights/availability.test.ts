import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { addDays } from '../../../domain/dates.js';
import type { Insights } from '../../../domain/insights/contract.js';
import { serverForSuite, signedInBrowser } from '../../test-support/test-server.js';

// Insights' "Days available" (issue 33): a Health entry older than the period's window still says how it began.

const today = new Date().toISOString().slice(0, 10);

describe('Days available in Insights', () => {
  const app = serverForSuite({ rateLimit: 'off' });

  it('counts the days of the period from the latest Health entry on or before each, one before the window too', async () => {
    const athlete = await signedInBrowser(app);
    const insightsOf = async () => {
      const response = await athlete.request(`/api/insights?period=4w&today=${today}`);
      expect(response.status).toBe(200);
      return ((await response.json()) as { insights: Insights }).insights;
    };
    const before = await insightsOf();
    const first = before.weeks[0]!;
    const days = before.availability.days;
    expect(before.availability).toEqual({
      available: days,
      days,
      summary: `Available on all ${days} days: no injury or illness recorded.`,
    });

    const health = (day: string, status: string) => ({
      id: randomUUID(),
      type: 'Health',
      day,
      content: { problem: 'injury', area: 'knee', status },
    });
    // Modified 200 days before the period (outside the 4-week window's weeks before it), Available on its third day.
    for (const entry of [health(addDays(first, -200), 'modified'), health(addDays(first, 2), 'available')]) {
      expect((await athlete.request('/api/entries', { json: entry })).status).toBe(201);
    }
    expect((await insightsOf()).availability).toEqual({
      available: days - 2,
      days,
      summary: `Available on ${days - 2} of ${days} days.`,
    });
  });
});
