import type { Day } from '../../../../domain/dates';
import { weekLabel } from './chart-text';
import { bandCentre, CHART, labelledWeeks, PLOT, valueY } from './chart-geometry';

const TEXT = { fontSize: 11, fill: '#334155' } as const;

/**
 * The frame of a weekly chart: the value axis with its title, numbers and light grid lines, and the time axis with
 * the dates of its first, middle and last weeks and its title. Drawn in the chart's own space (CHART).
 */
export function WeeklyAxes({
  weeks,
  ticks,
  min,
  max,
  valueTitle,
  format = String,
}: {
  weeks: readonly Day[];
  ticks: readonly number[];
  min: number;
  max: number;
  valueTitle: string;
  format?: (value: number) => string;
}) {
  const labelled = labelledWeeks(weeks.length);
  return (
    <g>
      <text x={0} y={11} {...TEXT} fontWeight={600}>
        {valueTitle}
      </text>
      {ticks.map((tick) => {
        const y = valueY(tick, min, max);
        return (
          <g key={tick}>
            <line x1={PLOT.left} x2={PLOT.right} y1={y} y2={y} stroke="#e2e8f0" strokeWidth={1} />
            <text x={PLOT.left - 5} y={y + 4} textAnchor="end" {...TEXT}>
              {format(tick)}
            </text>
          </g>
        );
      })}
      <line x1={PLOT.left} x2={PLOT.right} y1={PLOT.bottom} y2={PLOT.bottom} stroke="#94a3b8" strokeWidth={1} />
      {labelled.map((index) => {
        const first = index === 0 && weeks.length > 1;
        const last = index === weeks.length - 1 && weeks.length > 1;
        return (
          <text
            key={index}
            x={first ? PLOT.left : last ? PLOT.right : bandCentre(index, weeks.length)}
            y={PLOT.bottom + 15}
            textAnchor={first ? 'start' : last ? 'end' : 'middle'}
            {...TEXT}
          >
            {weekLabel(weeks[index]!)}
          </text>
        );
      })}
      <text x={(PLOT.left + PLOT.right) / 2} y={CHART.height - 4} textAnchor="middle" {...TEXT}>
        Week starting Monday
      </text>
    </g>
  );
}
