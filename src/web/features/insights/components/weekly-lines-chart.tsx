import type { Day } from '../../../../domain/dates';
import type { WeeklySeries } from '../../../../domain/insights/contract';
import { formatWeekValue, weekLabel } from './chart-text';
import { ChartFrame } from './chart-frame';
import { bandCentre, lineRuns, valueY } from './chart-geometry';
import { Marker, SeriesLegend, seriesStyle } from './series-style';
import { WeeklyAxes } from './weekly-axes';

/**
 * Weekly averages as lines, one per series, on a fixed scale (ratings 1-10, wellness items 1-5). A week without a
 * value leaves a gap in its line.
 */
export function WeeklyLinesChart({
  label,
  caption,
  weeks,
  series,
  min,
  max,
  ticks,
  valueTitle,
}: {
  label: string;
  caption: string;
  weeks: readonly Day[];
  series: readonly WeeklySeries[];
  min: number;
  max: number;
  ticks: readonly number[];
  valueTitle: string;
}) {
  const table = {
    caption,
    columns: ['Week starting', ...series.map((line) => line.label)],
    rows: weeks.map((week, index) => ({
      key: week,
      cells: [weekLabel(week), ...series.map((line) => formatWeekValue(line.values[index] ?? null))],
    })),
  };
  return (
    <ChartFrame label={label} table={table} legend={<SeriesLegend labels={series.map((line) => line.label)} />}>
      <WeeklyAxes weeks={weeks} ticks={ticks} min={min} max={max} valueTitle={valueTitle} />
      {series.map((line, lineIndex) => {
        const style = seriesStyle(lineIndex);
        const point = (index: number, value: number) => ({
          x: bandCentre(index, weeks.length),
          y: valueY(value, min, max),
        });
        return (
          <g key={line.key}>
            {lineRuns(line.values).map((run) => (
              <polyline
                key={run[0]!.index}
                points={run
                  .map(({ index, value }) => {
                    const { x, y } = point(index, value);
                    return `${x},${y}`;
                  })
                  .join(' ')}
                fill="none"
                stroke={style.colour}
                strokeWidth={2}
                strokeDasharray={style.dash}
                strokeLinejoin="round"
              />
            ))}
            {line.values.map((value, index) =>
              value === null ? null : <Marker key={index} style={style} {...point(index, value)} />,
            )}
          </g>
        );
      })}
    </ChartFrame>
  );
}
