// Consistency: days with at least one entry. No shaming copy and no lost-streak alarms (shared/spec/INSIGHTS.md).
import { addDays, monthOfDay, type Day } from '../dates.js';
import type { ConsistencyInsight } from './contract.js';
import { dayNumber } from './weeks.js';

/** Days journaled in today's month, the run of consecutive days ending today or yesterday, and the longest run. */
export function consistencyInsight(journaledDays: ReadonlySet<Day>, today: Day): ConsistencyInsight {
  const month = monthOfDay(today);
  const days = [...journaledDays].filter((day) => day <= today).sort();
  const daysThisMonth = days.filter((day) => monthOfDay(day) === month).length;

  let currentRun = 0;
  let day = journaledDays.has(today) ? today : addDays(today, -1);
  while (journaledDays.has(day)) {
    currentRun += 1;
    day = addDays(day, -1);
  }

  let longestRun = 0;
  let run = 0;
  const numbers = days.map(dayNumber);
  numbers.forEach((number, index) => {
    run = index > 0 && numbers[index - 1]! + 1 === number ? run + 1 : 1;
    longestRun = Math.max(longestRun, run);
  });
  return { daysThisMonth, currentRun, longestRun };
}
