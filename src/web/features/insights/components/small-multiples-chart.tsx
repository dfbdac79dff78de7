import type { Day } from '../../../../domain/dates';
import type { WeeklySeries } from '../../../../domain/insights/contract';
import { formatWeekValue, weekLabel } from './chart-text';
import { ChartData } from './chart-frame';
import { bandCentre, lineRuns, SMALL_CHART, SMALL_PLOT, valueY } from './chart-geometry';

const TEXT = { fontSize: 10, fill: '#334155' } as const;
const LINE = '#1d4ed8';
/** Up to this many weeks every week has its marker; beyond, markers would merge into the line. */
const MARKED_WEEKS = 12;

/** "4.2 the week of Nov 23": the latest week with a value, as a chart's name ends. */
function latestText(weeks: readonly Day[], values: readonly (number | null)[]): string {
  const index = values.findLastIndex((value) => value !== null);
  return index < 0
    ? 'no weeks with a value'
    : `${formatWeekValue(values[index]!)} the week of ${weekLabel(weeks[index]!)}`;
}

/** One series' small chart: its scale's numbers, its first and last weeks, its line with a gap for a week without. */
function SmallChart({
  label,
  weeks,
  values,
  min,
  max,
  ticks,
}: {
  label: string;
  weeks: readonly Day[];
  values: readonly (number | null)[];
  min: number;
  max: number;
  ticks: readonly number[];
}) {
  const count = weeks.length;
  const point = (index: number, value: number) => ({
    x: bandCentre(index, count, SMALL_PLOT),
    y: valueY(value, min, max, SMALL_PLOT),
  });
  const runs = lineRuns(values);
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${SMALL_CHART.width} ${SMALL_CHART.height}`}
      className="h-auto w-full overflow-visible font-sans"
    >
      {ticks.map((tick) => {
        const y = valueY(tick, min, max, SMALL_PLOT);
        return (
          <g key={tick}>
            <line x1={SMALL_PLOT.left} x2={SMALL_PLOT.right} y1={y} y2={y} stroke="#e2e8f0" strokeWidth={1} />
            <text x={SMALL_PLOT.left - 4} y={y + 3.5} textAnchor="end" {...TEXT}>
              {tick}
            </text>
          </g>
        );
      })}
      <text x={SMALL_PLOT.left} y={SMALL_CHART.height - 5} {...TEXT}>
        {weekLabel(weeks[0]!)}
      </text>
      {count > 1 && (
        <text x={SMALL_PLOT.right} y={SMALL_CHART.height - 5} textAnchor="end" {...TEXT}>
          {weekLabel(weeks[count - 1]!)}
        </text>
      )}
      {runs.map((run) => (
        <polyline
          key={run[0]!.index}
          points={run
            .map(({ index, value }) => {
              const { x, y } = point(index, value);
              return `${x},${y}`;
            })
            .join(' ')}
          fill="none"
          stroke={LINE}
          strokeWidth={2}
          strokeLinejoin="round"
        />
      ))}
      {runs
        .filter((run) => count <= MARKED_WEEKS || run.length === 1)
        .flat()
        .map(({ index, value }) => {
          const { x, y } = point(index, value);
          return <circle key={index} cx={x} cy={y} r={2.5} fill={LINE} />;
        })}
    </svg>
  );
}

/**
 * Several weekly series as small multiples: one small chart per series, titled by its name, all on the same scale,
 * instead of lines crossing on one chart. One "Show Data" table holds every series' numbers.
 */
export function SmallMultiplesChart({
  what,
  scale,
  caption,
  weeks,
  series,
  min,
  max,
  ticks,
}: {
  /** What each chart shows, after its name: "weekly average". */
  what: string;
  /** The scale in words: "1 to 5, 5 is best". */
  scale: string;
  caption: string;
  weeks: readonly Day[];
  series: readonly WeeklySeries[];
  min: number;
  max: number;
  ticks: readonly number[];
}) {
  const span = `from ${weekLabel(weeks[0]!)} to ${weekLabel(weeks[weeks.length - 1]!)}`;
  const table = {
    caption,
    columns: ['Week starting', ...series.map((line) => line.label)],
    rows: weeks.map((week, index) => ({
      key: week,
      cells: [weekLabel(week), ...series.map((line) => formatWeekValue(line.values[index] ?? null))],
    })),
  };
  return (
    <figure className="flex flex-col gap-2">
      <p className="text-sm text-ink-soft">
        Each chart: {what} by week starting Monday ({scale}).
      </p>
      <ul className="grid grid-cols-2 gap-x-4 gap-y-3">
        {series.map((line) => (
          <li key={line.key} className="flex flex-col gap-1">
            <h3 className="text-sm font-semibold text-ink">{line.label}</h3>
            <SmallChart
              label={`${line.label}, ${what} ${span} (${scale}): ${latestText(weeks, line.values)}`}
              weeks={weeks}
              values={line.values}
              min={min}
              max={max}
              ticks={ticks}
            />
          </li>
        ))}
      </ul>
      <ChartData table={table} />
    </figure>
  );
}
