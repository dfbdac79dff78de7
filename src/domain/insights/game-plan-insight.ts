// The game plan check: how often the athlete stuck to the plan, and how those games were rated.
import type { Day } from '../dates.js';
import { PLAN_ADHERENCE } from '../entry-content.js';
import { entryRating } from '../rating.js';
import { gamePlanAnswer } from '../today.js';
import type { GamePlanInsight } from './contract.js';
import { countOf, mean, oneDecimal } from './stats.js';
import { ATHLETE_VOICE, type Voice } from './voice.js';
import type { TimeWords } from './weeks.js';

/** The games of the period (days `first` to `today`) counted by their plan answer, each with its average rating. */
export function gamePlanInsight(
  entries: readonly { type: string; day: Day; content: unknown }[],
  first: Day,
  today: Day,
  words: TimeWords,
  voice: Voice = ATHLETE_VOICE,
): GamePlanInsight {
  const games = entries.filter((entry) => entry.type === 'Game' && entry.day >= first && entry.day <= today);
  const answers = PLAN_ADHERENCE.map((answer) => {
    const answered = games.filter((game) => gamePlanAnswer(game) === answer);
    const ratings = answered.flatMap((game) => entryRating(game.content) ?? []);
    const average = mean(ratings);
    return {
      answer,
      games: answered.length,
      averageRating: average === null ? null : oneDecimal(average),
      ratedGames: ratings.length,
    };
  });
  const [yes, partly, no] = answers.map(({ games: count }) => count) as [number, number, number];
  const total = yes + partly + no;
  const summary =
    total === 0
      ? `No game in ${words.period} has a plan check${words.ongoing ? ' yet' : ''}.`
      : `${voice.stuckToPlan} in ${yes} of ${countOf(total, 'game')}, partly in ${partly} and not in ${no}.`;
  return { summary, answers };
}
