// What a first page's shell may say about the visit (docs/decisions/060-shells-with-the-athletes-day.md). The build
// draws each shell once, with a marked place for each fact it shows; for a visit whose facts it knows (the athlete's
// day, from the time zone the app keeps in a cookie; on Insights, their headline), the server writes them in.
// Types and constants only: every first page's script imports it (the zone cookie's name).
import type { Day } from './dates.js';
import type { InsightPeriod, Insights } from './insights/contract.js';

/** The facts a shell has places for. */
export type ShellFact = 'todayLine' | 'monthTitle' | 'headline';
export type ShellFacts = Partial<Record<ShellFact, string>>;

/**
 * A fact's place in a shell's HTML as the build draws it: between two characters of Unicode's private use area, which
 * no text of ours holds and React writes as they are.
 */
export const factPlace = (fact: ShellFact) => `\u{E000}${fact}\u{E001}`;
/** Every fact's place in a shell's HTML (global: for `replace`). */
export const FACT_PLACES = /\u{E000}(\w+)\u{E001}/gu;

/** The cookie in which the app keeps the browser's time zone (an IANA name), so that a page can show its day. */
export const ZONE_COOKIE = 'touchline-zone';

/** The id of the element in which a page carries its first screen's answer, as JSON. */
export const FIRST_ANSWER_ID = 'touchline-first-answer';

/** The answer a first page may carry for its screen: Insights', for the period and day it was computed for. */
export interface FirstAnswer {
  insights: { period: InsightPeriod; today: Day; insights: Insights };
}
