import type { Context } from 'hono';
import type { Logger } from 'pino';
import { monthNamed, monthTitle, todayLine, type Day } from '../../domain/dates.js';
import { ZONE_COOKIE, type FirstAnswer, type ShellFacts } from '../../domain/first-page.js';
import { DEFAULT_INSIGHT_PERIOD, insightPeriodNamed } from '../../domain/insights/contract.js';
import { isTimeZone, wallClock } from '../../domain/reminders/schedule.js';
import type { Auth } from '../auth.js';
import type { Db } from '../db/connect.js';
import type { ReadInsights } from '../routes/insights/read-insights.js';
import { pageSessionUser } from './session.js';

/** What the server knows of a visit to a first page: facts for its shell's places, and its screen's first answer. */
export interface VisitFacts {
  facts: ShellFacts;
  answer?: FirstAnswer;
}

/** The facts of a visit to the shell of `shellPath` (a pattern of the router, `calendar`), or null when none are known. */
export type FactsOfVisit = (c: Context, shellPath: string) => Promise<VisitFacts | null>;

/**
 * The facts a signed-in first page's shell can show (docs/decisions/060): the athlete's day on Today and the calendar,
 * in the time zone the app keeps in a cookie (no zone, no facts: the shell keeps its places), and on Insights the
 * headline and figures of the athlete the session cookie signs in, as /api/insights would answer them. A fact that
 * cannot be found (a database failure) leaves the shell as it is: the screen's own request reports the failure.
 */
export function visitFacts({
  auth,
  db,
  readInsights,
  logger,
}: {
  auth: Auth;
  db: Db;
  readInsights: ReadInsights;
  logger: Logger;
}): FactsOfVisit {
  return async (c, shellPath) => {
    const today = dayOfZoneCookie(c.req.header('cookie'), new Date());
    if (today === null) return null;
    try {
      switch (shellPath) {
        case 'journal':
          return { facts: { todayLine: todayLine(today) } };
        case 'calendar': {
          // As the screen reads its address: a valid `?month=` is shown, anything else is today's month.
          return {
            facts: { todayLine: todayLine(today), monthTitle: monthTitle(monthNamed(c.req.query('month'), today)) },
          };
        }
        case 'insights': {
          // The shell's period picker marks the default period; the screen shows it for any other `?period=` too.
          if (insightPeriodNamed(c.req.query('period')) !== DEFAULT_INSIGHT_PERIOD) return null;
          const user = await pageSessionUser(c, auth, db);
          if (!user) return null;
          const insights = await readInsights(user.id, DEFAULT_INSIGHT_PERIOD, today);
          // Before the first entry the screen shows no headline, but what will appear here.
          if (!insights.hasEntries) return null;
          return {
            facts: { headline: insights.headline },
            answer: { insights: { period: DEFAULT_INSIGHT_PERIOD, today, insights } },
          };
        }
        default:
          return null;
      }
    } catch (error) {
      logger.warn({ err: error, page: shellPath }, 'a first page went without its facts');
      return null;
    }
  };
}

const ZONE = new RegExp(`(?:^|;\\s*)${ZONE_COOKIE}=([^;]*)`);

/** The day it is at `now` in the time zone a Cookie header's zone cookie names; null without a zone this runtime knows. */
export function dayOfZoneCookie(cookieHeader: string | undefined, now: Date): Day | null {
  const value = cookieHeader === undefined ? undefined : ZONE.exec(cookieHeader)?.[1];
  if (value === undefined) return null;
  let zone: string;
  try {
    zone = decodeURIComponent(value);
  } catch {
    return null;
  }
  return isTimeZone(zone) ? wallClock(now, zone).day : null;
}
