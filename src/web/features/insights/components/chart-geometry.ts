// The arithmetic of the Insights charts, kept apart from their markup: where a week sits, how tall a value stands,
// and which points a line joins. Every chart draws in one coordinate space (CHART) that the SVG scales to its width.

/** The drawing space of every weekly chart: the plot, with room for the axes' numbers and titles around it. */
export const CHART = { width: 320, height: 184, left: 34, right: 8, top: 22, bottom: 36 } as const;

export const PLOT = {
  left: CHART.left,
  right: CHART.width - CHART.right,
  top: CHART.top,
  bottom: CHART.height - CHART.bottom,
} as const;

/** A plot's edges in its chart's own space. */
export interface Plot {
  left: number;
  right: number;
  top: number;
  bottom: number;
}

/**
 * The drawing space of one small chart of a set (a wellness item, a rated type): two side by side on a phone, with
 * room for its scale's numbers on the left and its first and last weeks below.
 */
export const SMALL_CHART = { width: 150, height: 92, left: 16, right: 4, top: 6, bottom: 20 } as const;

export const SMALL_PLOT: Plot = {
  left: SMALL_CHART.left,
  right: SMALL_CHART.width - SMALL_CHART.right,
  top: SMALL_CHART.top,
  bottom: SMALL_CHART.height - SMALL_CHART.bottom,
};

/** The round multiples an axis may end on: fine enough that the top is just above the data (2,070 -> 2,500). */
const ROUND_STEPS = [1, 1.5, 2, 2.5, 3, 4, 5, 6, 8, 10] as const;

/**
 * The smallest round number (1, 1.5, 2, 2.5, 3, 4, 5, 6 or 8 times a power of ten) at or above `value`, so that a
 * value axis ends on a number a person reads at a glance, just above the data; 1 when there is nothing to show.
 */
export function niceCeiling(value: number): number {
  if (!(value > 0)) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  const step = ROUND_STEPS.find((multiple) => multiple * power >= value * (1 - 1e-12))!;
  // 3 x 0.1 is 0.30000000000000004 in binary floats: keep the round number.
  return Number((step * power).toPrecision(12));
}

/** The horizontal centre of week `index` of `count`, each week an equal band of the plot's width. */
export function bandCentre(index: number, count: number, plot: Plot = PLOT): number {
  const band = (plot.right - plot.left) / count;
  return plot.left + band * (index + 0.5);
}

/** The width of one week's band. */
export function bandWidth(count: number): number {
  return (PLOT.right - PLOT.left) / count;
}

/** The height on the plot of `value` on an axis from `min` (the plot's foot) to `max` (its top). */
export function valueY(value: number, min: number, max: number, plot: Plot = PLOT): number {
  const share = max === min ? 0 : (value - min) / (max - min);
  return plot.bottom - share * (plot.bottom - plot.top);
}

/**
 * The runs of consecutive weeks with a value: each becomes one drawn line, so a week without a value leaves a gap
 * instead of a line drawn through nothing. A run of one week is a lone point (its marker shows it).
 */
export function lineRuns(values: readonly (number | null)[]): { index: number; value: number }[][] {
  const runs: { index: number; value: number }[][] = [];
  let run: { index: number; value: number }[] = [];
  values.forEach((value, index) => {
    if (value === null) {
      if (run.length > 0) runs.push(run);
      run = [];
    } else run.push({ index, value });
  });
  if (run.length > 0) runs.push(run);
  return runs;
}

/**
 * The weeks whose date labels the time axis: the first and the last (this week), and one between them when there
 * is room, so that labels never overlap.
 */
export function labelledWeeks(count: number): number[] {
  if (count <= 1) return [0];
  if (count < 8) return [0, count - 1];
  return [0, Math.floor((count - 1) / 2), count - 1];
}
