// The one sentence at the top of Insights: what changed, against the athlete's own earlier weeks. Each rule claims only
// what shared/spec/INSIGHTS.md allows, with its thresholds and minimum data; with too little data, the sentence says
// what is needed. No causal, medical or risk words.
import { displayDay, type Day } from '../dates.js';
import type { WellnessItemKey } from '../wellness.js';
import type { RatedType } from './contract.js';
import { againstAverage, AVERAGE_NEEDS_WEEKS } from './load-insight.js';
import { formatOneDecimal, formatWhole } from './stats.js';
import { ATHLETE_VOICE, type Voice } from './voice.js';
import type { TimeWords } from './weeks.js';
import { itemLabel, LOW_SCORE_MEANS, UNUSUAL_NEEDS_CHECK_INS } from './wellness-insight.js';

/** Days each side a ratings comparison needs: the spec's minimum for comparing two groups of days. */
export const RATING_COMPARISON_NEEDS_DAYS = 10;
/** A smaller difference between two averages is "about the same" (the spec's rule for two groups of days). */
const SAME_WITHIN = 0.5;

/** What the headline reads: figures the Insights answer is computed from. */
export interface HeadlineFigures {
  words: TimeWords;
  today: Day;
  /** The Monday of the period's last week: a check-in before it is not this week's news. */
  weekStart: Day;
  /** The last week's load, the 4-week average before it (null until 3 of those weeks have load), weeks with load. */
  load: { week: number; average: number | null; weeksWithLoad: number };
  /** The latest check-in up to today, its items at least 1.5 SD below the athlete's own 28 days, and their count. */
  checkIn: { day: Day; flagged: readonly WellnessItemKey[]; checkInsBefore: number } | null;
  /** Each rated type's mean rating over the last 28 days and the 28 before, with the days rated in each. */
  ratings: readonly { type: RatedType; recent: number; before: number; recentDays: number; beforeDays: number }[];
  /** Whom the sentence speaks of: the athlete (by default), or the athlete to a reader (staff, a share link). */
  voice?: Voice;
}

/** How a low item reads inside a sentence: "sleep quality is lower". */
const itemChange = (key: WellnessItemKey): string => `${itemLabel(key).toLowerCase()} is ${LOW_SCORE_MEANS[key]}`;

/** "a", "a and b", "a, b and c". */
function listed(parts: readonly string[]): string {
  return parts.length <= 1 ? (parts[0] ?? '') : `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;
}

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

function checkInName(day: Day, today: Day, { possessive }: Voice): string {
  return day === today ? "today's check-in" : `${possessive} check-in on ${displayDay(day)}`;
}

function loadSentence(
  { week, average }: { week: number; average: number },
  words: TimeWords,
  { possessive }: Voice,
): string {
  const comparison = againstAverage(week, average, possessive);
  const when = words.ongoing ? 'so far this week is' : `in ${lowerFirst(words.week)} was`;
  return `Training load ${when} ${formatWhole(week)}: ${comparison} of ${formatWhole(average)}.`;
}

function ratingSentence(
  { type, recent, before }: { type: RatedType; recent: number; before: number },
  words: TimeWords,
): string {
  const start = `${type} ratings averaged ${formatOneDecimal(recent)} over ${words.fourWeeks}`;
  if (Math.abs(recent - before) < SAME_WITHIN) {
    return `${start}, about the same as the 4 weeks before (${formatOneDecimal(before)}).`;
  }
  return `${start}, ${recent > before ? 'up' : 'down'} from ${formatOneDecimal(before)} the 4 weeks before.`;
}

function needsSentence(weeksWithLoad: number, words: TimeWords, { possessive }: Voice): string {
  const have = weeksWithLoad === 0 ? 'none has any yet' : `${weeksWithLoad} ${weeksWithLoad === 1 ? 'has' : 'have'}`;
  // The athlete is asked to log; a reader is told why there is no comparison (the logging is not theirs to do).
  const start =
    possessive === 'your'
      ? 'Log a few more weeks of sessions with effort and minutes to see how your weeks compare'
      : 'Not enough weeks of load yet to compare their weeks';
  return `${start}: ${AVERAGE_NEEDS_WEEKS} of the 4 weeks before ${lowerFirst(words.week)} need some load, and ${have}.`;
}

/**
 * The headline, by the first rule that has something to say:
 * 1. items of a check-in this week that are unusual for the athlete (the spec's 1.5 SD over 14 check-ins);
 * 2. the week's load against its 4-week average (load in 3 of those 4 weeks), unless nothing is logged this week yet;
 * 3. the rated type whose average moved most, the last 28 days against the 28 before (10 rated days each, a
 *    difference under 0.5 is "about the same");
 * 4. a check-in this week with nothing unusual, once 14 check-ins are there to tell;
 * 5. the 4-week average, when this week has no load yet;
 * 6. what is needed for the weeks to compare.
 */
export function insightHeadline({
  words,
  today,
  weekStart,
  load,
  checkIn,
  ratings,
  voice = ATHLETE_VOICE,
}: HeadlineFigures): string {
  const checkInThisWeek = checkIn !== null && checkIn.day >= weekStart ? checkIn : null;
  if (checkInThisWeek && checkInThisWeek.flagged.length > 0) {
    const changes = checkInThisWeek.flagged.map(itemChange);
    return `In ${checkInName(checkInThisWeek.day, today, voice)}, ${listed(changes)} than usual for ${voice.object}.`;
  }
  const { average } = load;
  if (average !== null && (load.week > 0 || !words.ongoing))
    return loadSentence({ week: load.week, average }, words, voice);
  const compared = ratings.filter(
    ({ recentDays, beforeDays }) =>
      recentDays >= RATING_COMPARISON_NEEDS_DAYS && beforeDays >= RATING_COMPARISON_NEEDS_DAYS,
  );
  const moved = compared.reduce<(typeof compared)[number] | null>(
    (most, rating) =>
      most === null || Math.abs(rating.recent - rating.before) > Math.abs(most.recent - most.before) ? rating : most,
    null,
  );
  if (moved) return ratingSentence(moved, words);
  if (checkInThisWeek && checkInThisWeek.checkInsBefore >= UNUSUAL_NEEDS_CHECK_INS) {
    const name = checkInName(checkInThisWeek.day, today, voice);
    return `Nothing in ${name} is unusual for ${voice.object}.`;
  }
  if (average !== null) {
    return `No sessions with effort and minutes this week yet; ${voice.possessive} 4-week average is ${formatWhole(average)}.`;
  }
  return needsSentence(load.weeksWithLoad, words, voice);
}
