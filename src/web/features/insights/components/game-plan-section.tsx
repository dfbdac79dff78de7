import type { Insights } from '../../../../domain/insights/contract';
import { GamePlanChart } from './game-plan-chart';
import { InsightSection, Summary } from './insight-section';

/** "1 rated game" / "3 rated games". */
const ratedGames = (count: number) => `${count} rated ${count === 1 ? 'game' : 'games'}`;

/** The game plan: how often the athlete stuck to it, and how the games went with each answer. */
export function GamePlanSection({ insights }: { insights: Insights }) {
  const { gamePlan } = insights;
  const answered = gamePlan.answers.some(({ games }) => games > 0);
  return (
    <InsightSection title="Game Plan" summary={<Summary>{gamePlan.summary}</Summary>}>
      {answered && (
        <>
          <GamePlanChart
            label={`Games by whether the plan was followed. ${gamePlan.summary}`}
            answers={gamePlan.answers}
          />
          <ul className="flex flex-col gap-0.5 text-base text-ink">
            {gamePlan.answers.map(({ answer, averageRating, ratedGames: rated }) => (
              <li key={answer}>
                {answer}:{' '}
                {averageRating === null
                  ? 'no rated games'
                  : `average rating ${averageRating.toFixed(1)} (${ratedGames(rated)})`}
              </li>
            ))}
          </ul>
        </>
      )}
    </InsightSection>
  );
}
