import type { GamePlanAnswer } from '../../../../domain/insights/contract';
import { formatWeekValue } from './chart-text';
import { ChartFrame } from './chart-frame';
import { CHART, niceCeiling } from './chart-geometry';

const ROW = 34;
const TOP = 8;
const HEIGHT = TOP + ROW * 3 + 4;
const BAR_LEFT = 64;
const BAR_RIGHT = CHART.width - 40;
const BAR_COLOUR = '#64748b';

/** How many games went each way (Yes, Partly, No), as horizontal bars with their counts written beside them. */
export function GamePlanChart({ label, answers }: { label: string; answers: readonly GamePlanAnswer[] }) {
  const max = niceCeiling(Math.max(0, ...answers.map(({ games }) => games)));
  const table = {
    caption: 'Games by whether the plan was followed, with their average rating',
    columns: ['Stuck to the plan', 'Games', 'Average rating', 'Rated games'],
    rows: answers.map(({ answer, games, averageRating, ratedGames }) => ({
      key: answer,
      cells: [answer, String(games), formatWeekValue(averageRating), String(ratedGames)],
    })),
  };
  return (
    <ChartFrame label={label} table={table} height={HEIGHT}>
      {answers.map(({ answer, games }, index) => {
        const y = TOP + index * ROW;
        const width = ((BAR_RIGHT - BAR_LEFT) * games) / max;
        return (
          <g key={answer}>
            <text x={0} y={y + 17} fontSize={12} fill="#0f172a" fontWeight={600}>
              {answer}
            </text>
            <rect x={BAR_LEFT} y={y + 4} width={BAR_RIGHT - BAR_LEFT} height={18} fill="#f1f5f9" />
            {games > 0 && <rect x={BAR_LEFT} y={y + 4} width={width} height={18} fill={BAR_COLOUR} />}
            <text x={BAR_LEFT + width + 6} y={y + 17} fontSize={12} fill="#0f172a">
              {games}
            </text>
          </g>
        );
      })}
    </ChartFrame>
  );
}
