import type { Day } from '../../../../domain/dates';
import type { LoadInsight } from '../../../../domain/insights/contract';
import { formatWeekValue, weekLabel } from './chart-text';
import { ChartFrame } from './chart-frame';
import { bandCentre, bandWidth, lineRuns, niceCeiling, PLOT, valueY } from './chart-geometry';
import { WeeklyAxes } from './weekly-axes';
import { formatNumber } from '../../../../domain/number-format';

const BAR = '#94a3b8';
const AVERAGE = '#0f172a';

/** The key of the load chart: the bars are the weeks' load, the dashed line their 4-week average. */
function LoadLegend() {
  return (
    <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-ink">
      <li className="flex items-center gap-1.5">
        <svg aria-hidden width={14} height={12} viewBox="0 0 14 12">
          <rect x={2} y={1} width={10} height={11} fill={BAR} />
        </svg>
        Weekly load
      </li>
      <li className="flex items-center gap-1.5">
        <svg aria-hidden width={28} height={12} viewBox="0 0 28 12">
          <line x1={1} x2={27} y1={6} y2={6} stroke={AVERAGE} strokeWidth={2} strokeDasharray="5 3" />
        </svg>
        4-week average
      </li>
    </ul>
  );
}

/** Weekly load (effort x minutes, AU) as bars in neutral grey, with the 4-week average before each week as a line. */
export function WeeklyLoadChart({ label, weeks, load }: { label: string; weeks: readonly Day[]; load: LoadInsight }) {
  const highest = Math.max(0, ...load.weekly, ...load.fourWeekAverage.map((average) => average ?? 0));
  const max = niceCeiling(highest);
  const count = weeks.length;
  const barWidth = Math.max(1, bandWidth(count) * 0.7);
  const table = {
    caption: 'Weekly load and 4-week average',
    columns: ['Week starting', 'Load', '4-week average'],
    rows: weeks.map((week, index) => ({
      key: week,
      cells: [
        weekLabel(week),
        formatWeekValue(load.weekly[index] ?? 0),
        formatWeekValue(load.fourWeekAverage[index] ?? null),
      ],
    })),
  };
  return (
    <ChartFrame label={label} table={table} legend={<LoadLegend />}>
      <WeeklyAxes
        weeks={weeks}
        ticks={[0, max / 2, max]}
        min={0}
        max={max}
        valueTitle="Load (AU)"
        format={(value) => formatNumber(value)}
      />
      {load.weekly.map((value, index) => {
        const top = valueY(value, 0, max);
        return value > 0 ? (
          <rect
            key={index}
            x={bandCentre(index, count) - barWidth / 2}
            y={top}
            width={barWidth}
            height={PLOT.bottom - top}
            fill={BAR}
          />
        ) : null;
      })}
      {lineRuns(load.fourWeekAverage).map((run) => (
        <polyline
          key={run[0]!.index}
          points={run.map(({ index, value }) => `${bandCentre(index, count)},${valueY(value, 0, max)}`).join(' ')}
          fill="none"
          stroke={AVERAGE}
          strokeWidth={2}
          strokeDasharray="5 3"
        />
      ))}
      {load.fourWeekAverage.map((value, index) =>
        value === null ? null : (
          <circle key={index} cx={bandCentre(index, count)} cy={valueY(value, 0, max)} r={2.5} fill={AVERAGE} />
        ),
      )}
    </ChartFrame>
  );
}
